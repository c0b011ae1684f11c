//! The committed generated files must be what the generators make now:
//!
//! - `src/generated.rs`: the C ABI's tables, generated from go-core's
//!   vocabularies (`go_core::vocabularies()`): one `typedef` and its
//!   constants per vocabulary enum, the `GoStatus` enum (go-core's error
//!   kinds plus the ABI's own 1xx and 9xx codes) with its messages, and the
//!   version numbers;
//! - `include/go_core.h`: what cbindgen makes of the crate (which reads
//!   `src/generated.rs` like every other source file).
//!
//! Run with `GO_FFI_BLESS=1` to rewrite both instead of comparing (the
//! header test regenerates the tables first, so one run is enough).

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use go_core::{Coded, ErrorKind, Vocabulary};

/// Serialises the writes of bless mode (the two tests may run at once).
static FILES: Mutex<()> = Mutex::new(());

fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn header_path() -> PathBuf {
    crate_dir().join("..").join("include").join("go_core.h")
}

fn generated_path() -> PathBuf {
    crate_dir().join("src").join("generated.rs")
}

fn blessing() -> bool {
    std::env::var_os("GO_FFI_BLESS").is_some_and(|v| v == "1")
}

/// A status of the ABI's own: bad arguments (1xx) and internal failures
/// and memory (9xx). go-core's error kinds fill 2xx..6xx.
struct Own {
    code: u16,
    variant: &'static str,
    doc: &'static str,
    message: &'static str,
}

const OWN_BEFORE: &[Own] = &[
    Own { code: 0, variant: "Ok", doc: "Success.", message: "ok" },
    Own {
        code: 100,
        variant: "NullPointer",
        doc: "A pointer argument that must not be NULL was NULL (or a buffer that must be given was NULL with a length above 0; a buffer a function calls optional may be NULL whatever its length).",
        message: "a pointer argument that must not be NULL was NULL",
    },
    Own {
        code: 101,
        variant: "InvalidUtf8",
        doc: "A string argument is not valid UTF-8.",
        message: "a string argument is not valid UTF-8",
    },
    Own {
        code: 102,
        variant: "BufferTooSmall",
        doc: "The caller's buffer is too small; the length it needs was written to the function's \
              `out_needed`, and nothing to the buffer.",
        message: "the buffer is too small",
    },
    Own {
        code: 104,
        variant: "InvalidColor",
        doc: "A colour argument is neither `GO_COLOR_BLACK` nor `GO_COLOR_WHITE` (nor, where a point may \
              be empty, `GO_COLOR_EMPTY`).",
        message: "invalid colour: expected GO_COLOR_BLACK or GO_COLOR_WHITE (or GO_COLOR_EMPTY where a point may be empty)",
    },
    Own {
        code: 105,
        variant: "InvalidBudget",
        doc: "A budget out of range: a search's playouts 1..=10000000, a batch of playouts (`go_game_playouts`) 0..=10000000, threads 1..=256.",
        message: "invalid budget: a search's playouts must be 1..=10000000, a batch's 0..=10000000, threads 1..=256",
    },
    Own {
        code: 106,
        variant: "InvalidEnum",
        doc: "An integer argument that is no value of the C enum its parameter names (`GoKoRule`, \
              `GoPreset`, ...).",
        message: "an argument is no value of its enum",
    },
    Own {
        code: 107,
        variant: "NotFound",
        doc: "An index past the end of its list (a move, an announcement), a name the object lacks \
              (an SGF property), or a point with no stone where a chain is asked for.",
        message: "no such index or name",
    },
    Own {
        code: 108,
        variant: "InvalidLength",
        doc: "A length that no buffer of its element type can have (more than `PTRDIFF_MAX` bytes), \
              or an array passed in longer than the library can copy (the memory for its copy \
              could not be had).",
        message: "a length no buffer can have, or an array too long to copy",
    },
    Own {
        code: 109,
        variant: "InvalidJson",
        doc: "A game record that is not the JSON text `go_game_record_json` writes.",
        message: "the game record is not valid JSON of a record",
    },
];

const OWN_AFTER: &[Own] = &[
    Own {
        code: 900,
        variant: "Panic",
        doc: "A panic inside the library was caught at the C boundary (a bug: please report it).",
        message: "internal error: a panic was caught at the C boundary",
    },
    Own {
        code: 901,
        variant: "Poisoned",
        doc: "An earlier call panicked while changing this handle; only its `go_*_free` may still be \
              called on it.",
        message: "the handle is unusable after an internal error; free it",
    },
    Own {
        code: 902,
        variant: "OutOfMemory",
        doc: "The memory for an answer could not be had (an SGF record written out under a memory \
              limit); nothing was written to the caller's buffer and every handle is as it was.",
        message: "out of memory: the answer's memory could not be had",
    },
];

/// `KoRule` -> `KO_RULE`, `CornerLine12` -> `CORNER_LINE_12`, `NotAStone`
/// -> `NOT_A_STONE` (as cbindgen's `ScreamingSnakeCase` writes variants).
fn screaming(camel: &str) -> String {
    let chars: Vec<char> = camel.chars().collect();
    let mut out = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if i > 0 {
            let p = chars[i - 1];
            let next_lower = chars.get(i + 1).is_some_and(char::is_ascii_lowercase);
            let boundary = (c.is_ascii_uppercase() && (p.is_ascii_lowercase() || p.is_ascii_digit()))
                || (c.is_ascii_uppercase() && p.is_ascii_uppercase() && next_lower)
                || (c.is_ascii_digit() && p.is_ascii_alphabetic());
            if boundary {
                out.push('_');
            }
        }
        out.push(c.to_ascii_uppercase());
    }
    out
}

/// A doc comment's lines with rustdoc's link brackets removed
/// (``[`Game::play`]`` becomes `` `Game::play` ``) and escapes undone.
fn doc_lines(doc: &str) -> Vec<String> {
    doc.lines()
        .map(|l| {
            let l = l.strip_prefix(' ').unwrap_or(l).trim_end();
            let mut out = String::new();
            let mut rest = l;
            while let Some(i) = rest.find("[`") {
                match rest[i..].find("`]") {
                    Some(j) => {
                        out.push_str(&rest[..i]);
                        out.push_str(&rest[i + 1..i + j + 1]);
                        rest = &rest[i + j + 2..];
                        // A link target in parentheses after it, if any.
                        if let Some(after) = rest.strip_prefix('(')
                            && let Some(k) = after.find(')')
                            && !after[..k].contains(' ')
                        {
                            rest = &after[k + 1..];
                        }
                    }
                    None => break,
                }
            }
            out.push_str(rest);
            out.replace("\\[", "[").replace("\\]", "]")
        })
        .collect()
}

/// `text` in lines of at most `width` characters, broken at spaces.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in text.split_whitespace() {
        let line = lines.last_mut().expect("one line at least");
        if !line.is_empty() && line.len() + 1 + word.len() > width {
            lines.push(word.to_owned());
        } else {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines
}

fn push_doc(out: &mut String, indent: &str, lines: &[String]) {
    for l in lines {
        if l.is_empty() {
            let _ = writeln!(out, "{indent}///");
        } else {
            let _ = writeln!(out, "{indent}/// {l}");
        }
    }
}

/// A status message from a term's documentation: its first sentence, lower
/// case first letter, no final period.
fn message_of(doc: &str) -> String {
    let text = doc_lines(doc).join(" ");
    let text = text.trim();
    let first = text.split(". ").next().unwrap_or(text).trim_end_matches('.');
    let mut chars = first.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The vocabulary enums emitted as C enums: every one but `ErrorKind`,
/// which is `GoStatus`.
fn vocabularies() -> Vec<&'static Vocabulary> {
    go_core::vocabularies().into_iter().filter(|v| v.type_name != "ErrorKind").collect()
}

/// `src/generated.rs` as it must be.
fn generate_tables() -> String {
    let mut out = String::new();
    out.push_str(
        "//! The C ABI's tables, generated from go-core's vocabularies by `tests/header.rs`; do not \
         edit.\n//! Regenerate with: `GO_FFI_BLESS=1 cargo test -p go-ffi --test header`.\n//!\n\
         //! - One C enum per vocabulary enum of go-core (`go_core::vocabularies()`): a `typedef` of \
         `uint32_t`\n//!   named `Go` + the Rust type's name, and one constant per value, \
         `GO_<TYPE>_<NAME>`, whose\n//!   number is the value's stable code. Arguments of these \
         types are plain integers, so that\n//!   any number a C caller passes is safe to receive: \
         one that is no value gives\n//!   `GO_STATUS_INVALID_ENUM` (or `GO_STATUS_INVALID_COLOR`).\n\
         //! - `GoStatus`: go-core's error kinds (`ErrorKind`, 2xx..6xx, the same numbers) and the \
         ABI's own\n//!   codes (1xx bad arguments, 9xx internal failures and memory), each with its message.\n\
         //! - The version of go-core this library was built from.\n\n",
    );
    out.push_str("use std::ffi::CStr;\n\n");

    let version = go_core::VERSION;
    let mut parts = version.split('.').map(|p| p.parse::<u32>().expect("numeric version"));
    for (name, value) in ["MAJOR", "MINOR", "PATCH"].iter().zip(parts.by_ref()) {
        let _ = writeln!(out, "/// go-core's {} version number (`{version}`).", name.to_ascii_lowercase());
        let _ = writeln!(out, "pub const GO_CORE_VERSION_{name}: u32 = {value};");
    }
    out.push('\n');

    for v in vocabularies() {
        let c_type = format!("Go{}", v.type_name);
        let prefix = format!("GO_{}_", screaming(v.type_name));
        let mut doc = doc_lines(v.doc);
        while doc.last().is_some_and(String::is_empty) {
            doc.pop();
        }
        doc.push(String::new());
        doc.push(format!("The values are the `{prefix}*` constants: go-core's `{}` codes.", v.type_name));
        push_doc(&mut out, "", &doc);
        let _ = writeln!(out, "pub type {c_type} = u32;");
        for t in v.terms {
            push_doc(&mut out, "", &doc_lines(t.doc));
            let _ = writeln!(out, "pub const {prefix}{}: {c_type} = {};", t.name.to_ascii_uppercase(), t.code);
        }
        out.push('\n');
    }

    let kinds = ErrorKind::VOCABULARY.terms;
    struct Row {
        code: u16,
        variant: String,
        doc: Vec<String>,
        message: String,
    }
    let own = |o: &Own| Row {
        code: o.code,
        variant: o.variant.to_owned(),
        doc: wrap(o.doc, 96),
        message: o.message.to_owned(),
    };
    let mut rows: Vec<Row> = OWN_BEFORE.iter().map(own).collect();
    rows.extend(kinds.iter().map(|t| Row {
        code: t.code,
        variant: t.variant.to_owned(),
        doc: {
            let mut d = doc_lines(t.doc);
            d.push(format!("(go-core's error kind `{}`.)", t.name));
            d
        },
        message: message_of(t.doc),
    }));
    rows.extend(OWN_AFTER.iter().map(own));

    out.push_str(
        "/// The outcome of a call: `GO_STATUS_OK` (0) or the reason it failed, a fixed number grouped by\n\
         /// hundreds:\n///\n\
         /// - 1xx: a bad argument (NULL pointer, invalid UTF-8, small buffer, a number that is no\n\
         ///   value of its enum, ...); nothing was attempted.\n\
         /// - 2xx: a game cannot be set up as asked.\n\
         /// - 3xx: a move cannot be made now, one code per reason.\n\
         /// - 4xx: another game action is refused.\n\
         /// - 5xx: a text does not name what was asked for.\n\
         /// - 6xx: an SGF text could not be read, mapped or replayed.\n\
         /// - 9xx: an internal failure of the library, or memory it could not get.\n///\n\
         /// 2xx..6xx are go-core's error kinds (`ErrorKind`) with the same numbers. The numbers are\n\
         /// part of the ABI: they never change, and new codes only take unused numbers. Every error\n\
         /// leaves the handles it was given as they were. `go_status_message` describes each code.\n",
    );
    out.push_str("#[repr(C)]\n#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\n#[must_use]\npub enum GoStatus {\n");
    for r in &rows {
        push_doc(&mut out, "    ", &r.doc);
        let _ = writeln!(out, "    {} = {},", r.variant, r.code);
    }
    out.push_str("}\n\nimpl GoStatus {\n");
    out.push_str("    /// Every status, in numeric order.\n");
    let _ = writeln!(out, "    pub(crate) const ALL: [GoStatus; {}] = [", rows.len());
    for r in &rows {
        let _ = writeln!(out, "        GoStatus::{},", r.variant);
    }
    out.push_str("    ];\n\n");
    out.push_str("    /// The static message of this status.\n");
    out.push_str("    pub(crate) const fn message(self) -> &'static CStr {\n        match self {\n");
    for r in &rows {
        let _ = writeln!(out, "            GoStatus::{} => c{:?},", r.variant, r.message);
    }
    out.push_str("        }\n    }\n}\n");
    out
}

fn first_difference(a: &str, b: &str) -> String {
    for (i, (la, lb)) in a.lines().zip(b.lines()).enumerate() {
        if la != lb {
            return format!("line {}:\n  committed: {la}\n  generated: {lb}", i + 1);
        }
    }
    format!("one is a prefix of the other ({} vs {} lines)", a.lines().count(), b.lines().count())
}

/// Compares `generated` with the file at `path`, or writes it in bless mode.
fn compare_or_bless(path: &Path, generated: &str, shown: &str) {
    if blessing() {
        fs::write(path, generated).unwrap_or_else(|e| panic!("{shown} is writable: {e}"));
        return;
    }
    let committed = fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == generated,
        "{shown} is stale; regenerate it with `GO_FFI_BLESS=1 cargo test -p go-ffi --test header`.\n\
         First difference at {}",
        first_difference(&committed, generated)
    );
}

/// The header as cbindgen generates it from the sources on disk and
/// `cbindgen.toml`.
fn generate_header() -> String {
    let dir = crate_dir();
    let config = cbindgen::Config::from_file(dir.join("cbindgen.toml")).expect("cbindgen.toml is valid");
    let bindings = cbindgen::Builder::new()
        .with_crate(&dir)
        .with_config(config)
        .generate()
        .expect("cbindgen generates the header");
    let mut out = Vec::new();
    bindings.write(&mut out);
    String::from_utf8(out).expect("the header is UTF-8")
}

#[test]
fn generated_tables_are_up_to_date() {
    let _lock = FILES.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    compare_or_bless(&generated_path(), &generate_tables(), "go-ffi/src/generated.rs");
}

#[test]
fn committed_header_is_up_to_date() {
    let _lock = FILES.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if blessing() {
        // The header is made from the tables on disk: make them first.
        compare_or_bless(&generated_path(), &generate_tables(), "go-ffi/src/generated.rs");
    }
    compare_or_bless(&header_path(), &generate_header(), "include/go_core.h");
}

/// Every vocabulary value of go-core has its constant in the header, with
/// its code; every error kind has its status there, with its number.
#[test]
fn the_header_has_every_value_of_the_core() {
    let header = fs::read_to_string(header_path()).expect("include/go_core.h");
    let defined = |name: &str, value: u16| {
        header.contains(&format!("#define {name} {value}\n")) || header.contains(&format!("  {name} = {value},\n"))
    };
    let mut seen = 0;
    for v in vocabularies() {
        assert!(header.contains(&format!("typedef uint32_t Go{};", v.type_name)), "no typedef for {}", v.type_name);
        for t in v.terms {
            let name = format!("GO_{}_{}", screaming(v.type_name), t.name.to_ascii_uppercase());
            assert!(defined(&name, t.code), "{name} = {} is missing from the header", t.code);
            seen += 1;
        }
    }
    for t in ErrorKind::VOCABULARY.terms {
        let name = format!("GO_STATUS_{}", screaming(t.variant));
        assert!(defined(&name, t.code), "{name} = {} (error kind {}) is missing from the header", t.code, t.name);
        // SAFETY: go_status_message returns a static NUL-terminated string.
        let text = unsafe { std::ffi::CStr::from_ptr(go_ffi::go_status_message(t.code.into())) };
        assert_eq!(text.to_str().ok(), Some(message_of(t.doc).as_str()), "{name}'s message");
        seen += 1;
    }
    assert!(seen > 130, "only {seen} values checked");
}

#[test]
fn names_and_messages_are_made_as_documented() {
    assert_eq!(screaming("KoRule"), "KO_RULE");
    assert_eq!(screaming("CornerLine12"), "CORNER_LINE_12");
    assert_eq!(screaming("SgfInvalidIdentifier"), "SGF_INVALID_IDENTIFIER");
    assert_eq!(screaming("NotAStone"), "NOT_A_STONE");
    assert_eq!(message_of(" A board side outside 1..=52.\n"), "a board side outside 1..=52");
    assert_eq!(message_of(" The game is over.\n More.\n"), "the game is over");
    assert_eq!(
        doc_lines(" Applied with [`Game::replay_move`] (RULES.md\n section 3), FF\\[4\\].\n"),
        ["Applied with `Game::replay_move` (RULES.md", "section 3), FF[4]."]
    );
    assert_eq!(doc_lines(" See [`crate::Game`](x) now.\n"), ["See `crate::Game` now."]);
}

/// The header's opening comment maps go-core's operations to C functions:
/// every exported function is named there by its full name (the
/// `go_*_free` ones through the handle conventions).
#[test]
fn the_opening_comment_names_every_function() {
    let header = fs::read_to_string(header_path()).expect("include/go_core.h");
    let end = header.find("*/").expect("an opening comment");
    let opening = &header[..end];
    let mut missing = Vec::new();
    let mut functions = 0;
    for line in header.lines() {
        let Some(open) = line.find('(') else { continue };
        let head = &line[..open];
        let Some(name) = head.split([' ', '*']).next_back().filter(|n| n.starts_with("go_")) else { continue };
        if line.starts_with(' ') || line.starts_with("//") || line.starts_with('#') {
            continue;
        }
        functions += 1;
        let named = opening.contains(&format!("{name},"))
            || opening.contains(&format!("{name};"))
            || opening.contains(&format!("{name} "))
            || opening.contains(&format!("{name}\n"))
            || opening.contains(&format!("{name}("))
            || opening.contains(&format!("{name}."))
            || name.ends_with("_free");
        if !named {
            missing.push(name.to_owned());
        }
    }
    assert!(functions > 100, "only {functions} functions found");
    assert!(missing.is_empty(), "not named in the opening comment: {missing:?}");
}
