//! Reading a game record's bytes from a file: only a regular file, never
//! waiting for data, never more than a bound.
//!
//! One reader for every surface that takes a file name (GTP `loadsgf`, the
//! `replay` tool, Python's loader and `go_core.sgf.read`): each of them,
//! reading on its own, hung on a file that waits for data (`/proc/kmsg`,
//! found from outside) or read a file that reports no size without bound.

use std::io::Read as _;
use std::path::Path;

use thiserror::Error;

/// The most bytes [`read_sgf_file`] reads from a file that reports fewer
/// than it holds (the files of `/proc` report 0): 64 MiB, far above any
/// game record.
const UNSIZED_LIMIT: u64 = 64 << 20;

/// Why [`read_sgf_file`] gave no bytes. Nothing was read into memory
/// beyond the bound in each case.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum SgfFileError {
    /// The file could not be opened or read: the system's error (a
    /// symbolic link loop is named as one).
    #[error("{}", io_words(.0))]
    Io(#[from] std::io::Error),
    /// The path names a folder, a device, a FIFO or a socket: only regular
    /// files (through symbolic links) are read, since the others can give
    /// data forever or wait for it forever.
    #[error("not a regular file")]
    NotRegularFile {
        /// Whether it is a folder.
        is_folder: bool,
    },
    /// The file had no data to give without waiting (`/proc/kmsg` until
    /// the kernel logs something): it is not waited for.
    #[error("the file gives no data without waiting for it (as /proc/kmsg does): not read")]
    WouldBlock,
    /// The file's reported size is over the caller's bound.
    #[error("{} bytes, more than the {} read here", .bytes, amount(*.max_bytes))]
    TooLarge {
        /// The file's reported size in bytes.
        bytes: u64,
        /// The caller's bound in bytes.
        max_bytes: u64,
    },
    /// The file holds more than its reported size allows to read: more
    /// than the larger of that size and 64 MiB (or the caller's bound, if
    /// smaller).
    #[error("holds more than the {} read here (its reported size is {} bytes)", amount(*.read), .reported)]
    LargerThanReported {
        /// The bytes read before stopping (the bound).
        read: u64,
        /// The file's reported size in bytes.
        reported: u64,
    },
    /// The memory for the file's reported size could not be reserved.
    #[error("out of memory for its {bytes} bytes")]
    OutOfMemory {
        /// The file's reported size in bytes.
        bytes: u64,
    },
}

/// A system error in words, naming a symbolic link loop (ELOOP) as one.
fn io_words(e: &std::io::Error) -> String {
    #[cfg(unix)]
    if e.raw_os_error() == Some(libc::ELOOP) {
        return "symlink loop".to_owned();
    }
    e.to_string()
}

/// A number of bytes in words: whole mebibytes as such (`4 MiB`).
fn amount(bytes: u64) -> String {
    if bytes >= 1 << 20 && bytes.is_multiple_of(1 << 20) {
        format!("{} MiB", bytes >> 20)
    } else {
        format!("{bytes} bytes")
    }
}

/// Reads the whole file at `path` (a game record, before
/// [`SgfCollection::parse_with`](crate::SgfCollection::parse_with)), at
/// most `max_bytes` bytes.
///
/// - Only a regular file is read, through symbolic links; a folder, a
///   device, a FIFO or a socket is refused without reading
///   ([`SgfFileError::NotRegularFile`]).
/// - The file is opened without waiting (on Unix, `O_NONBLOCK`, which a
///   regular file on disk ignores): a file that gives no data until
///   something happens, such as `/proc/kmsg`, is refused
///   ([`SgfFileError::WouldBlock`]) instead of hanging the caller, who
///   could not even interrupt the read.
/// - A file whose reported size is over `max_bytes` is refused unread
///   ([`SgfFileError::TooLarge`]); the memory for the reported size is
///   reserved first ([`SgfFileError::OutOfMemory`] when it cannot be).
/// - At most the larger of the reported size and 64 MiB, and at most
///   `max_bytes`, is read, and 64 bytes more to see whether the file ends
///   there: a file that holds more (the files of `/proc` report 0 bytes;
///   `/proc/self/pagemap` holds hundreds of gigabytes) is refused
///   ([`SgfFileError::LargerThanReported`]).
///
/// Errors: as listed, and [`SgfFileError::Io`] for the system's own (no
/// such file, permission denied, a symbolic link loop).
pub fn read_sgf_file(path: &Path, max_bytes: u64) -> Result<Vec<u8>, SgfFileError> {
    // Looked at before opening: opening a device can itself act.
    let meta = std::fs::metadata(path)?;
    if !meta.is_file() {
        return Err(SgfFileError::NotRegularFile { is_folder: meta.is_dir() });
    }
    let mut file = open_without_waiting(path)?;
    // Looked at again on the open file: the path may have been replaced.
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(SgfFileError::NotRegularFile { is_folder: meta.is_dir() });
    }
    let reported = meta.len();
    if reported > max_bytes {
        return Err(SgfFileError::TooLarge { bytes: reported, max_bytes });
    }
    let mut data = Vec::new();
    data.try_reserve_exact(usize::try_from(reported).unwrap_or(usize::MAX))
        .map_err(|_| SgfFileError::OutOfMemory { bytes: reported })?;
    let limit = reported.max(UNSIZED_LIMIT).min(max_bytes);
    let waited = |e: std::io::Error| {
        if e.kind() == std::io::ErrorKind::WouldBlock { SgfFileError::WouldBlock } else { e.into() }
    };
    (&mut file).take(limit).read_to_end(&mut data).map_err(waited)?;
    if u64::try_from(data.len()).unwrap_or(u64::MAX) == limit {
        // At the bound: one more read tells whether the file ends there.
        // A read of 64 bytes, not 1: some files (`/proc/self/pagemap`)
        // refuse reads of other than whole records.
        let mut probe = [0u8; 64];
        if file.read(&mut probe).map_err(waited)? > 0 {
            return Err(SgfFileError::LargerThanReported { read: limit, reported });
        }
    }
    Ok(data)
}

/// Opens `path` for reading; on Unix without waiting, so that neither the
/// open (a FIFO with no writer) nor a read (a file with no data yet)
/// blocks, and without making a terminal the process's own.
fn open_without_waiting(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY);
    }
    options.open(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_in_words() {
        assert_eq!(amount(4 << 20), "4 MiB");
        assert_eq!(amount((4 << 20) + 1), "4194305 bytes");
        assert_eq!(amount(0), "0 bytes");
    }
}
