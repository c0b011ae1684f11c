//! Stable codes and names for the engine's vocabulary.
//!
//! Every public fieldless enum (colours, phases, rules axes, presets,
//! topologies, error kinds, ...) is declared with the [`vocabulary!`] macro,
//! which gives each value, from one place:
//!
//! - a stable number ([`Coded::code`]), never reused or changed once
//!   published: the C ABI's enums and status codes are these numbers;
//! - a snake_case name ([`Coded::name`], also its `Display` and its serde
//!   form): Python's strings are these names;
//! - `FromStr` accepting the name or one of its aliases, case-insensitive,
//!   with `-` and spaces read as `_`;
//! - `ALL`, every value in declaration order.
//!
//! [`Vocabulary`] describes an enum as data ([`Coded::VOCABULARY`]); the
//! bindings' tables (the C header's enums and statuses, Python's reason
//! strings) are generated from these descriptions, and their tests fail
//! when one of them lacks a value of the core.

use super::parse::ParseError;

/// One value of a vocabulary enum, as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Term {
    /// The stable number.
    pub code: u16,
    /// The snake_case name (`positional_superko`).
    pub name: &'static str,
    /// The Rust variant's identifier (`PositionalSuperko`).
    pub variant: &'static str,
    /// Other spellings `FromStr` accepts (`positional`).
    pub aliases: &'static [&'static str],
    /// The variant's documentation, one line per doc-comment line.
    pub doc: &'static str,
}

/// A vocabulary enum described as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Vocabulary {
    /// The Rust type's name (`KoRule`).
    pub type_name: &'static str,
    /// The type's documentation.
    pub doc: &'static str,
    /// Every value, in declaration order.
    pub terms: &'static [Term],
}

impl Vocabulary {
    /// The term with this code.
    #[must_use]
    pub fn term(&self, code: u16) -> Option<&'static Term> {
        self.terms.iter().find(|t| t.code == code)
    }

    /// The names, in declaration order (for error messages and help texts).
    #[must_use]
    pub fn names(&self) -> Vec<&'static str> {
        self.terms.iter().map(|t| t.name).collect()
    }
}

/// A value of a vocabulary enum: stable code, snake_case name, parsing.
pub trait Coded: Copy + Eq + 'static {
    /// The enum described as data.
    const VOCABULARY: &'static Vocabulary;

    /// Every value, in declaration order.
    const ALL: &'static [Self];

    /// The stable number of this value.
    fn code(self) -> u16;

    /// The snake_case name of this value.
    fn name(self) -> &'static str;

    /// The value with this stable number.
    #[must_use]
    fn from_code(code: u16) -> Option<Self> {
        Self::ALL.iter().copied().find(|v| v.code() == code)
    }

    /// The value whose name or alias is `text`, case-insensitive, with `-`
    /// and spaces read as `_`.
    ///
    /// # Errors
    /// [`ParseError::UnknownName`] naming the vocabulary and the names it
    /// knows.
    fn parse_name(text: &str) -> Result<Self, ParseError> {
        let wanted = normalize(text);
        for (term, value) in Self::VOCABULARY.terms.iter().zip(Self::ALL) {
            if term.name == wanted || term.aliases.contains(&wanted.as_str()) {
                return Ok(*value);
            }
        }
        Err(ParseError::UnknownName {
            vocabulary: Self::VOCABULARY.type_name,
            text: text.chars().take(40).collect(),
            expected: Self::VOCABULARY.names().join(", "),
        })
    }
}

/// Lower case, `-` and spaces as `_`, trimmed.
fn normalize(text: &str) -> String {
    text.trim().chars().map(|c| if c == '-' || c == ' ' { '_' } else { c.to_ascii_lowercase() }).collect()
}

/// Declares a vocabulary enum (see the module documentation).
///
/// ```text
/// vocabulary! {
///     /// Doc of the type.
///     pub enum KoRule {
///         /// Doc of the value.
///         Simple = 0 => "simple",
///         /// ...
///         PositionalSuperko = 1 => "positional_superko" | "positional",
///     }
/// }
/// ```
///
/// The enum gets `Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd,
/// Ord`, `#[non_exhaustive]`, `#[repr(u16)]` with the codes as
/// discriminants, [`Coded`], `Display` (the name), `FromStr` (the name or
/// an alias) and, with the `serde` feature, serde as the name.
macro_rules! vocabulary {
    (
        $(#[doc = $doc:expr])*
        pub enum $name:ident {
            $(
                $(#[doc = $vdoc:expr])*
                $variant:ident = $code:literal => $text:literal $(| $alias:literal)*
            ),* $(,)?
        }
    ) => {
        $(#[doc = $doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[non_exhaustive]
        #[repr(u16)]
        pub enum $name {
            $(
                $(#[doc = $vdoc])*
                $variant = $code,
            )*
        }

        impl $crate::base::codes::Coded for $name {
            const VOCABULARY: &'static $crate::base::codes::Vocabulary = &$crate::base::codes::Vocabulary {
                type_name: stringify!($name),
                doc: concat!($($doc, "\n"),*),
                terms: &[
                    $(
                        $crate::base::codes::Term {
                            code: $code,
                            name: $text,
                            variant: stringify!($variant),
                            aliases: &[$($alias),*],
                            doc: concat!($($vdoc, "\n"),*),
                        },
                    )*
                ],
            };

            const ALL: &'static [$name] = &[$($name::$variant),*];

            #[inline]
            fn code(self) -> u16 {
                self as u16
            }

            fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)*
                }
            }
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant),*];

            /// The stable number of this value (see the `codes` module of
            /// go-core's vocabulary): part of the C ABI, never changed.
            #[inline]
            #[must_use]
            pub const fn code(self) -> u16 {
                self as u16
            }

            /// The snake_case name of this value: its `Display`, its serde
            /// form and what `FromStr` reads.
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)*
                }
            }
        }

        impl ::std::fmt::Display for $name {
            /// Writes the snake_case name.
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::base::ParseError;

            /// Reads the snake_case name or an alias, case-insensitive, `-`
            /// and spaces read as `_`.
            fn from_str(text: &str) -> Result<$name, $crate::base::ParseError> {
                <$name as $crate::base::codes::Coded>::parse_name(text)
            }
        }

        #[cfg(feature = "serde")]
        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.name())
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> ::serde::Deserialize<'de> for $name {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<$name, D::Error> {
                let text = <::std::borrow::Cow<'de, str> as ::serde::Deserialize>::deserialize(d)?;
                text.parse().map_err(::serde::de::Error::custom)
            }
        }
    };
}

pub(crate) use vocabulary;

#[cfg(test)]
#[allow(unreachable_pub, dead_code)]
mod tests {
    use super::*;

    vocabulary! {
        /// A test vocabulary.
        pub enum Sample {
            /// The first.
            First = 3 => "first" | "one",
            /// The second,
            /// on two lines.
            SecondValue = 7 => "second_value",
        }
    }

    #[test]
    fn codes_names_and_parsing() {
        assert_eq!(Sample::First.code(), 3);
        assert_eq!(Sample::SecondValue.code(), 7);
        assert_eq!(Sample::SecondValue.to_string(), "second_value");
        assert_eq!("Second-Value".parse::<Sample>(), Ok(Sample::SecondValue));
        assert_eq!(" ONE ".parse::<Sample>(), Ok(Sample::First));
        assert_eq!(Sample::from_code(7), Some(Sample::SecondValue));
        assert_eq!(Sample::from_code(4), None);
        let err = "third".parse::<Sample>().unwrap_err();
        assert_eq!(err.to_string(), "\"third\" is not a known sample; expected one of: first, second_value");
        let v = <Sample as Coded>::VOCABULARY;
        assert_eq!(v.type_name, "Sample");
        assert_eq!(v.terms[1].variant, "SecondValue");
        assert_eq!(v.terms[1].doc, " The second,\n on two lines.\n");
        assert_eq!(v.terms[0].aliases, &["one"]);
    }
}
