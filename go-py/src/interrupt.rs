//! Long calls that Ctrl-C stops: the work runs with the interpreter
//! released on a worker thread, while the calling thread (the interpreter's
//! main thread, where Python runs signal handlers) waits for it and looks
//! for a pending signal every 50 ms. A `KeyboardInterrupt` (or any
//! exception a signal handler raises) sets the work's stop flag, which
//! go-core's `*_with_stop` calls look at between playouts; the call then
//! waits for the worker to stop and raises that exception. Nothing of the
//! caller's state changes: the work runs on a copy.

use std::panic::resume_unwind;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::thread;
use std::time::Duration;

use pyo3::exceptions::PyRuntimeError;
use pyo3::{PyErr, PyResult, Python};

/// How often the waiting thread looks for a signal.
const POLL: Duration = Duration::from_millis(50);

/// Work whose size is at most this many point-visits (playouts times
/// points on the board) runs on the calling thread, with no watcher: it
/// ends in about a millisecond, sooner than a watcher would start and
/// look.
pub(crate) const INLINE_WORK: u64 = 200_000;

/// Runs `work` with the interpreter released and a stop flag, interruptible
/// by Ctrl-C as the module documentation says; with `long` false it runs on
/// the calling thread with a flag never set (short work). `work` returns
/// `None` when it stopped on the flag.
///
/// # Errors
/// The exception a signal handler raised while the work ran
/// (`KeyboardInterrupt` for Ctrl-C), even when the work had finished by
/// then (the signal is not lost); a `RuntimeError` if the work stopped with
/// no signal raised, which cannot happen.
pub(crate) fn interruptible<T: Send>(
    py: Python<'_>,
    long: bool,
    work: impl FnOnce(&AtomicBool) -> Option<T> + Send,
) -> PyResult<T> {
    let stop = AtomicBool::new(false);
    let (out, raised) = if long {
        py.detach(|| {
            thread::scope(|s| {
                let (done, finished) = channel::<()>();
                let flag = &stop;
                let worker = s.spawn(move || {
                    let out = work(flag);
                    // The waiting side may have gone only by a panic.
                    let _ = done.send(());
                    out
                });
                let mut raised: Option<PyErr> = None;
                loop {
                    match finished.recv_timeout(POLL) {
                        Ok(()) | Err(RecvTimeoutError::Disconnected) => break,
                        Err(RecvTimeoutError::Timeout) if raised.is_none() => {
                            if let Err(e) = Python::attach(|py| py.check_signals()) {
                                raised = Some(e);
                                stop.store(true, Ordering::Relaxed);
                            }
                        }
                        Err(RecvTimeoutError::Timeout) => {}
                    }
                }
                match worker.join() {
                    Ok(out) => (out, raised),
                    Err(panic) => resume_unwind(panic),
                }
            })
        })
    } else {
        (py.detach(|| work(&stop)), None)
    };
    match (out, raised) {
        (_, Some(e)) => Err(e),
        (Some(out), None) => Ok(out),
        (None, None) => {
            Err(PyRuntimeError::new_err("go_core internal error (a bug; please report it): stopped unasked"))
        }
    }
}
