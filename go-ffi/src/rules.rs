//! The `go_rules_*` exports: a rule set made from a preset, changed axis by
//! axis, read back and written as text (go-core's `Rules`).

use std::ffi::c_char;

use go_core::{BoardSize, Komi, Preset, Rules};

use crate::args::{code, coded, text, write_out};
use crate::buffer::write_text;
use crate::generated::{
    GoCounting, GoCycleOutcome, GoDeadStones, GoHandicapBonus, GoKoRule, GoPassStones, GoPreset, GoResumeOrder,
    GoStatus, GoSuicide, GoUnfilledDame,
};
use crate::handle::{GoGame, GoRules, derive_handle, hand_out, with, with_mut};
use crate::status::guard_result;

/// Every axis of a rule set, as `go_rules_info` reads it. Compare two
/// field by field, not with `memcmp`: the struct has padding, whose
/// bytes are unspecified.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GoRulesInfo {
    /// The preset the rules were made from (`GoPreset`).
    pub preset: GoPreset,
    /// Whether the rules are still exactly that preset's, komi aside.
    pub is_preset: bool,
    /// The ko rule (`GoKoRule`).
    pub ko: GoKoRule,
    /// The suicide rule (`GoSuicide`).
    pub suicide: GoSuicide,
    /// The counting method (`GoCounting`).
    pub counting: GoCounting,
    /// Komi in half points (13 is 6.5).
    pub komi_half_points: i32,
    /// The handicap compensation (`GoHandicapBonus`).
    pub handicap_bonus: GoHandicapBonus,
    /// What a long cycle gives (`GoCycleOutcome`).
    pub cycle_outcome: GoCycleOutcome,
    /// Whether dead stones are removed before counting (`GoDeadStones`).
    pub dead_stones: GoDeadStones,
    /// Pass stones (`GoPassStones`).
    pub pass_stones: GoPassStones,
    /// Who moves first after a rejected count (`GoResumeOrder`).
    pub resume_order: GoResumeOrder,
    /// How unfilled dame count (`GoUnfilledDame`).
    pub unfilled_dame: GoUnfilledDame,
}

impl GoRulesInfo {
    fn of(rules: &Rules) -> GoRulesInfo {
        GoRulesInfo {
            preset: code(rules.base_preset()),
            is_preset: rules.preset().is_some(),
            ko: code(rules.ko()),
            suicide: code(rules.suicide()),
            counting: code(rules.counting()),
            komi_half_points: rules.komi().half_points(),
            handicap_bonus: code(rules.handicap_bonus()),
            cycle_outcome: code(rules.cycle_outcome()),
            dead_stones: code(rules.dead_stones()),
            pass_stones: code(rules.pass_stones()),
            resume_order: code(rules.resume_order()),
            unfilled_dame: code(rules.unfilled_dame()),
        }
    }
}

/// Makes the rules of `preset` for a board of `width` x `height` (the size
/// matters for the game site's komi, RULES.md section 9).
///
/// Ownership: on `GO_STATUS_OK`, `*out_rules` receives a new handle that
/// the caller owns and releases with `go_rules_free`; on error it is set to
/// NULL (unless `out_rules` is NULL).
///
/// Errors, in this order: `GO_STATUS_NULL_POINTER` (`out_rules`);
/// `GO_STATUS_INVALID_ENUM` for a `preset` that is no `GoPreset`;
/// `GO_STATUS_INVALID_SIZE`; `GO_STATUS_PANIC`.
///
/// # Safety
/// `out_rules` is NULL or valid for writing a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_rules_new_preset(
    preset: GoPreset,
    width: u32,
    height: u32,
    out_rules: *mut *mut GoRules,
) -> GoStatus {
    guard_result(|| {
        // SAFETY: `out_rules` is NULL or valid (caller's contract).
        unsafe { write_out(out_rules, std::ptr::null_mut()) }?;
        let preset: Preset = coded(preset)?;
        let size = BoardSize::new(width, height)?;
        // SAFETY: checked not NULL above.
        unsafe { hand_out(out_rules, preset.rules(size)) };
        Ok(())
    })
}

/// Reads rules from their text form, as `go_rules_text` writes it: a
/// preset name (`"chinese"`, `"new-zealand"`, ...; case-insensitive, `-`,
/// `_` or a space between words) followed by any changed axes as
/// `key=value` (`"chinese ko=simple komi=6.5"`). The library does not keep
/// the pointer. The text names no board size, so a preset whose komi
/// depends on it (the game site's, RULES.md section 9) gets its 19x19
/// komi unless the text gives one: for another size use
/// `go_rules_new_preset` or `go_game_new`, or write `komi=`.
///
/// Ownership: as `go_rules_new_preset`.
///
/// Errors, in this order: `GO_STATUS_NULL_POINTER` (`text` or
/// `out_rules`); `GO_STATUS_INVALID_UTF8`; `GO_STATUS_UNKNOWN_NAME` for an
/// unknown preset, axis or value (a komi too); `GO_STATUS_PANIC`.
///
/// # Safety
/// `text` is NULL or a NUL-terminated string; `out_rules` is NULL or valid
/// for writing a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_rules_parse(rules_text: *const c_char, out_rules: *mut *mut GoRules) -> GoStatus {
    guard_result(|| {
        // SAFETY: `out_rules` is NULL or valid (caller's contract).
        unsafe { write_out(out_rules, std::ptr::null_mut()) }?;
        // SAFETY: NULL or NUL-terminated (caller's contract).
        let rules: Rules = unsafe { text(rules_text) }?.parse()?;
        // SAFETY: checked not NULL above.
        unsafe { hand_out(out_rules, rules) };
        Ok(())
    })
}

/// A copy of the rules `game` is played under, as a new handle.
///
/// Ownership: as `go_rules_new_preset`.
///
/// Errors: `GO_STATUS_NULL_POINTER` (`game` or `out_rules`);
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `out_rules` is NULL or valid for writing a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_rules(game: *const GoGame, out_rules: *mut *mut GoRules) -> GoStatus {
    // SAFETY: the caller's contract is `derive_handle`'s.
    unsafe { derive_handle(game, out_rules, |g| Ok(*g.rules())) }
}

/// Releases rules made by `go_rules_new_preset`, `go_rules_parse` or
/// `go_game_rules`. NULL does nothing.
///
/// # Safety
/// `rules` is NULL or a rules handle not freed yet that no other thread is
/// using.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_rules_free(rules: *mut GoRules) {
    // SAFETY: the caller's contract is `free`'s.
    unsafe { crate::handle::free(rules) }
}

/// Changes one axis of `rules` to the value `value` of its C enum.
///
/// # Safety
/// As the exports that call it.
unsafe fn set_axis<T: go_core::Coded>(rules: *mut GoRules, value: u32, set: fn(Rules, T) -> Rules) -> GoStatus {
    // SAFETY: the caller's contract is `with_mut`'s.
    unsafe {
        with_mut(rules, |r| {
            *r = set(*r, coded(value)?);
            Ok(())
        })
    }
}

/// Sets the ko rule (RULES.md section 3).
///
/// Errors (the rules are then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_ENUM` for a value that is no `GoKoRule`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`. The same for every
/// `go_rules_set_*` that takes an enum.
///
/// # Safety
/// `rules` is NULL or a live rules handle that no other thread is using.
/// The same for every `go_rules_set_*`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_rules_set_ko(rules: *mut GoRules, ko: GoKoRule) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { set_axis(rules, ko, Rules::with_ko) }
}

/// Sets the suicide rule (RULES.md section 2). Errors as `go_rules_set_ko`.
///
/// # Safety
/// As `go_rules_set_ko`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_rules_set_suicide(rules: *mut GoRules, suicide: GoSuicide) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { set_axis(rules, suicide, Rules::with_suicide) }
}

/// Sets the counting method (RULES.md section 4). Errors as
/// `go_rules_set_ko`.
///
/// # Safety
/// As `go_rules_set_ko`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_rules_set_counting(rules: *mut GoRules, counting: GoCounting) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { set_axis(rules, counting, Rules::with_counting) }
}

/// Sets the handicap compensation (RULES.md section 5). Errors as
/// `go_rules_set_ko`.
///
/// # Safety
/// As `go_rules_set_ko`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_rules_set_handicap_bonus(rules: *mut GoRules, bonus: GoHandicapBonus) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { set_axis(rules, bonus, Rules::with_handicap_bonus) }
}

/// Sets what a long cycle gives (RULES.md section 3). Errors as
/// `go_rules_set_ko`.
///
/// # Safety
/// As `go_rules_set_ko`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_rules_set_cycle_outcome(rules: *mut GoRules, outcome: GoCycleOutcome) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { set_axis(rules, outcome, Rules::with_cycle_outcome) }
}

/// Sets whether dead stones are removed before counting (RULES.md section
/// 4). Errors as `go_rules_set_ko`.
///
/// # Safety
/// As `go_rules_set_ko`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_rules_set_dead_stones(rules: *mut GoRules, dead: GoDeadStones) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { set_axis(rules, dead, Rules::with_dead_stones) }
}

/// Sets the pass stones rule (RULES.md section 4, AGA). Errors as
/// `go_rules_set_ko`.
///
/// # Safety
/// As `go_rules_set_ko`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_rules_set_pass_stones(rules: *mut GoRules, pass_stones: GoPassStones) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { set_axis(rules, pass_stones, Rules::with_pass_stones) }
}

/// Sets who moves first after a rejected count (RULES.md section 4).
/// Errors as `go_rules_set_ko`.
///
/// # Safety
/// As `go_rules_set_ko`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_rules_set_resume_order(rules: *mut GoRules, order: GoResumeOrder) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { set_axis(rules, order, Rules::with_resume_order) }
}

/// Sets how unfilled dame count (RULES.md section 4). Errors as
/// `go_rules_set_ko`.
///
/// # Safety
/// As `go_rules_set_ko`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_rules_set_unfilled_dame(rules: *mut GoRules, dame: GoUnfilledDame) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { set_axis(rules, dame, Rules::with_unfilled_dame) }
}

/// Sets komi, in half points (13 is 6.5; negative komi is paid by White).
///
/// Errors (the rules are then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_KOMI` beyond +-10000 points (+-20000 half points);
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_rules_set_ko`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_rules_set_komi(rules: *mut GoRules, komi_half_points: i32) -> GoStatus {
    // SAFETY: the caller's contract is `with_mut`'s.
    unsafe {
        with_mut(rules, |r| {
            *r = r.with_komi(Komi::try_from_half_points(komi_half_points)?);
            Ok(())
        })
    }
}

/// Sets one axis from its text form, as in `go_rules_text`: the key `ko`,
/// `suicide`, `counting`, `komi`, `handicap_bonus`, `cycle_outcome`,
/// `dead_stones`, `pass_stones`, `resume_order` or `unfilled_dame`, and
/// the value's name (`"situational_superko"`, `"6.5"`).
///
/// Errors (the rules are then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_UTF8`; `GO_STATUS_UNKNOWN_NAME` for an unknown key
/// or value; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_rules_set_ko`; `key` and `value` are NULL or NUL-terminated
/// strings.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_rules_set_axis(rules: *mut GoRules, key: *const c_char, value: *const c_char) -> GoStatus {
    // SAFETY: the caller's contract is `with_mut`'s and `text`'s.
    unsafe {
        with_mut(rules, |r| {
            let (key, value) = (text(key)?, text(value)?);
            *r = r.with_axis(key, value)?;
            Ok(())
        })
    }
}

/// Writes every axis of `rules` to `*out_info`.
///
/// Errors (nothing written): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `rules` is NULL or a live rules handle that no other thread is
/// changing; `out_info` is NULL or valid for writing a `GoRulesInfo`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_rules_info(rules: *const GoRules, out_info: *mut GoRulesInfo) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe { with(rules, |r| write_out(out_info, GoRulesInfo::of(r))) }
}

/// Writes the rules as text, NUL-terminated, by the caller-buffer
/// convention (`buf = NULL, len = 0` asks for the length, NUL included, in
/// `*out_needed`): the preset's name and each axis that differs from it,
/// as `"chinese ko=simple komi=6.5"`; `go_rules_parse` reads it back.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `rules` is NULL or a live rules handle that no other thread is
/// changing; `buf` is NULL or valid for writing `len` bytes; `out_needed`
/// is NULL or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_rules_text(
    rules: *const GoRules,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_text`'s.
    unsafe { with(rules, |r| write_text(&r.to_string(), buf, len, out_needed)) }
}
