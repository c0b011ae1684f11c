//! Standard output and standard error for the command-line examples, as
//! coreutils tools treat them: a closed pipe on either ends the program
//! quietly with status 141 (128 + 13, as a shell reports for a tool that
//! SIGPIPE ended: the output was cut short, which is no success); any
//! other write error (a full disk) on standard output ends it with status
//! 1, after a word on standard error when that can still be written, and
//! on standard error lets it finish its work and end with status 1.
//! Found from outside:
//! `replay DIR 2>&1 | head -1` and `table 2>/dev/full` ended in a panic
//! (status 101) on their first word to standard error, and `--help` to a
//! full disk was a success.
#![allow(dead_code, unused_macros)]

use std::io::Write;

/// Ends the program if `written`, a write to standard output, failed:
/// quietly with status 141 on a closed pipe, else with status 1 after a
/// word on standard error (none when that fails too).
pub(crate) fn stdout_written(written: std::io::Result<()>) {
    if let Err(e) = written {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(141);
        }
        let _ = writeln!(std::io::stderr(), "error: cannot write to standard output: {e}");
        std::process::exit(1);
    }
}

/// Whether a write to standard error failed other than on a closed pipe.
static STDERR_FAILED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Looks at `written`, a write to standard error: a closed pipe ends the
/// program quietly with status 141; another failure (a full disk) is
/// remembered and the program goes on, so that its standard output is
/// not lost, and ends with status 1 ([`main_with`]), as coreutils tools do
/// (found from outside: `replay DIR 2>/dev/full > out` left `out` empty).
pub(crate) fn stderr_written(written: std::io::Result<()>) {
    if let Err(e) = written {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(141);
        }
        STDERR_FAILED.store(true, std::sync::atomic::Ordering::Relaxed);
    }
}

/// Runs the example's `run` and ends the program: with status 1 when a
/// word to standard error was lost (see [`stderr_written`]), else as
/// `run` returned (0).
pub(crate) fn main_with(run: impl FnOnce()) {
    run();
    if STDERR_FAILED.load(std::sync::atomic::Ordering::Relaxed) {
        std::process::exit(1);
    }
}

/// Writes `text` to standard error as it is (no line break added).
pub(crate) fn err_text(text: &str) {
    stderr_written(std::io::stderr().write_all(text.as_bytes()));
}

/// The command line as `T` parses it (clap). `--help` and `--version`
/// are written to standard output with their write checked (status 0
/// once written); a usage error is reported on standard error with
/// clap's status 2.
pub(crate) fn parse_args<T: clap::Parser>() -> T {
    match T::try_parse() {
        Ok(args) => args,
        Err(e) if matches!(e.kind(), clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion) => {
            let mut stdout = std::io::stdout();
            stdout_written(write!(stdout, "{}", e.render()).and_then(|()| stdout.flush()));
            std::process::exit(0);
        }
        Err(e) => {
            stderr_written(write!(std::io::stderr(), "{}", e.render()));
            std::process::exit(e.exit_code());
        }
    }
}

/// Prints a line to standard output (see the module documentation).
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        crate::stdio::stdout_written(writeln!(std::io::stdout(), $($arg)*));
    }};
}

/// Prints a line to standard error (see the module documentation).
macro_rules! errln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        crate::stdio::stderr_written(writeln!(std::io::stderr(), $($arg)*));
    }};
}
