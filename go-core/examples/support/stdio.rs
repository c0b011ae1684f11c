//! Standard output and standard error for the command-line examples, as
//! coreutils tools treat them: a closed pipe on either ends the program
//! quietly with status 141 (128 + 13, as a shell reports for a tool that
//! SIGPIPE ended: the output was cut short, which is no success); any
//! other write error (a full disk) ends it with status 1, after a word on
//! standard error when that can still be written. Found from outside:
//! `replay DIR 2>&1 | head -1` and `table 2>/dev/full` ended in a panic
//! (status 101) on their first word to standard error, and `--help` to a
//! full disk was a success.
#![allow(dead_code, unused_macros)]

use std::io::Write;

/// Ends the program after a failed write to `stream` (`"standard
/// output"` or `"standard error"`): see the module documentation.
pub(crate) fn write_failed(stream: &str, e: &std::io::Error) -> ! {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(141);
    }
    // Standard error itself may be what failed: then nothing is said.
    let _ = writeln!(std::io::stderr(), "error: cannot write to {stream}: {e}");
    std::process::exit(1);
}

/// Ends the program if `written`, a write to standard output, failed.
pub(crate) fn stdout_written(written: std::io::Result<()>) {
    if let Err(e) = written {
        write_failed("standard output", &e);
    }
}

/// Ends the program if `written`, a write to standard error, failed.
pub(crate) fn stderr_written(written: std::io::Result<()>) {
    if let Err(e) = written {
        write_failed("standard error", &e);
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
