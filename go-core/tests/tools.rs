//! The examples as a person uses them (issue 10, "the tools"): a closed
//! standard output ends them quietly, folders with link loops and FIFOs do
//! not hang the replay, the table refuses bad settings before play and
//! keeps its record on disk after every move; the pattern table the
//! computer player ships is what `learn_patterns` counts from the corpora.
#![cfg(all(feature = "sgf", feature = "bot", feature = "gtp"))]

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The example's binary, built by cargo beside this test (in the same
/// profile's `examples` folder); built on demand when a filtered test run
/// did not build it.
fn example(name: &str) -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let dir = exe.parent().and_then(Path::parent).unwrap().join("examples");
    let path = dir.join(name);
    if !path.exists() {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
        let profile = dir.parent().and_then(Path::file_name).and_then(|n| n.to_str()).unwrap_or("debug");
        let mut cmd = Command::new(cargo);
        cmd.args(["build", "-p", "go-core", "--example", name]);
        if profile == "release" {
            cmd.arg("--release");
        }
        assert!(cmd.status().unwrap().success(), "cannot build the {name} example");
    }
    assert!(path.exists(), "the {name} example is not at {}", path.display());
    path
}

/// A scratch folder for one test, removed with its contents when the
/// returned guard is dropped (at the end of the test, passed or failed).
fn scratch(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new().prefix(&format!("go-core-tools-{name}-")).tempdir().unwrap()
}

/// Waits for `child` at most `limit`, killing it after that.
fn wait_within(mut child: std::process::Child, limit: Duration) -> std::process::Output {
    let start = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            return child.wait_with_output().unwrap();
        }
        if start.elapsed() > limit {
            child.kill().unwrap();
            let out = child.wait_with_output().unwrap();
            panic!("still running after {limit:?}; stderr: {}", String::from_utf8_lossy(&out.stderr));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

const GAME: &[u8] = b"(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese]RE[B+R];B[ee];W[gc];B[cg])";

/// Found from outside: a record without `RU` was replayed under rules the
/// report called "(default)", which neither the line nor `--help` named:
/// a repetition that superko forbids went unreported. The line names the
/// rules used (`(none:japanese)`), and `--rules` chooses them.
#[test]
fn replay_names_and_takes_the_rules_of_a_record_without_ru() {
    let scratch_dir = scratch("no-ru");
    let file = scratch_dir.path().join("flip.sgf");
    std::fs::write(&file, b"(;GM[1]FF[4]SZ[2];B[aa];W[ba];B[bb];B[ba];W[ab];B[bb];W[];B[aa])").unwrap();
    let run = |extra: &[&str]| {
        let out = Command::new(example("replay")).args(extra).arg(&file).output().unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, stdout, _) = run(&[]);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("rules=(none:japanese) komi=6.5 moves=8 irregularities=implied_pass:1 "), "{stdout}");
    let (code, stdout, _) = run(&["--rules", "chinese"]);
    assert_eq!(code, Some(0));
    assert!(
        stdout.contains("rules=(none:chinese) komi=7.5 moves=8 irregularities=implied_pass:1,superko:1 "),
        "{stdout}"
    );
    let (code, _, stderr) = run(&["--rules", "foo"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("--rules: \"foo\" is not a known preset"), "{stderr}");
    // An RU that names no rule set is read under the same rules, and the
    // line says so (found from outside: `rules=nonsense` named it as if
    // used).
    std::fs::write(&file, b"(;GM[1]FF[4]SZ[2]RU[nonsense];B[aa];W[ba];B[bb];B[ba];W[ab];B[bb];W[];B[aa])").unwrap();
    let (code, stdout, _) = run(&[]);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("rules=(nonsense:japanese) komi=6.5 moves=8 "), "{stdout}");
    let (code, stdout, _) = run(&["--rules", "chinese"]);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("rules=(nonsense:chinese) komi=7.5 moves=8 "), "{stdout}");
    // `-` is standard input (found from outside: "-: No such file").
    let mut child = Command::new(example("replay"))
        .arg("-")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(b"(;GM[1]FF[4]SZ[9]KM[5.5]RU[Chinese];B[ee];W[cc])").unwrap();
    }
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.starts_with("-#0: 9x9 rules=Chinese komi=5.5 moves=2 "), "{stdout}");
}

#[test]
fn replay_ends_quietly_on_a_closed_pipe() {
    let scratch_dir = scratch("pipe");
    let dir = scratch_dir.path().to_path_buf();
    // A line per game, about 110 bytes: 1,000 of them overfill the pipe's
    // 64 KiB, so that `replay` is still writing when the pipe closes (with
    // 200 it could write them all into the pipe and exit 0 first).
    for i in 0..1000 {
        std::fs::write(dir.join(format!("g{i:03}.sgf")), GAME).unwrap();
    }
    let mut child =
        Command::new(example("replay")).arg(&dir).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    // `| head -1`: read one line, then close the pipe.
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
    assert!(first.contains("g000.sgf#0"), "{first}");
    let out = wait_within(child, Duration::from_secs(30));
    assert_eq!(out.status.code(), Some(141), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}

/// Found from outside: a record whose territory marks cover no stone (the
/// engine's own record of a 5x5 game, `TW` on the empty point of a
/// captured stone) was counted with the estimate's dead stones (W+25.5)
/// while the Python loader counted it with the marks (W+2.5, the recorded
/// result): marks that cover no stone say that none is dead.
#[test]
fn replay_counts_marks_that_cover_no_stone_as_no_dead_stones() {
    let scratch_dir = scratch("marks");
    let file = scratch_dir.path().join("g.sgf");
    std::fs::write(
        &file,
        "(;FF[4]GM[1]SZ[5]KM[0.5]RU[Chinese]RE[W+2.5]\n;B[cc];W[bc];B[aa];W[dc];B[ab];W[cd];B[ea];W[cb];B[];W[];TW[cc])",
    )
    .unwrap();
    let out = Command::new(example("replay")).arg(&file).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("ours=W+2.5 (count with the 0 dead stones the TB/TW marks cover) recorded=W+2.5"), "{text}");
    assert_eq!(out.status.code(), Some(0));
    // One dead stone is one stone: Black's wall on the middle column,
    // White's beside it, a Black stone marked dead in White's corner.
    let one = scratch_dir.path().join("one.sgf");
    std::fs::write(
        &one,
        "(;FF[4]GM[1]SZ[5]KM[0.5]RU[Chinese]RE[B+4.5]\n;B[ca];W[da];B[cb];W[db];B[cc];W[dc];B[cd];W[dd];B[ce];W[de]\
         ;B[ee];W[];B[];TW[ee])",
    )
    .unwrap();
    let text =
        String::from_utf8_lossy(&Command::new(example("replay")).arg(&one).output().unwrap().stdout).into_owned();
    assert!(text.contains("ours=B+4.5 (count with the 1 dead stone the TB/TW marks cover) recorded=B+4.5"), "{text}");
    // Found from outside: under rules that remove no stone (Tromp-Taylor)
    // the line spoke of two stones estimated dead that the count kept.
    let tt = scratch_dir.path().join("tt.sgf");
    std::fs::write(&tt, "(;FF[4]GM[1]SZ[5]KM[0.5]RU[Tromp-Taylor]RE[W+1]\n;B[aa];W[cc];B[];W[])").unwrap();
    let out = Command::new(example("replay")).arg(&tt).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("(count of the board as it stands: these rules remove no stone)"), "{text}");
    assert!(!text.contains("estimated"), "{text}");
    // A record without RE that ends with two passes is counted on its line
    // (Black's wall on the middle column, White's beside it: 15 points to
    // 10), and the summary, which compares counts with RE, leaves it out.
    let open = scratch_dir.path().join("open.sgf");
    std::fs::write(
        &open,
        "(;FF[4]GM[1]SZ[5]KM[0.5]RU[Chinese]\n;B[ca];W[da];B[cb];W[db];B[cc];W[dc];B[cd];W[dd];B[ce];W[de];B[];W[])",
    )
    .unwrap();
    let out = Command::new(example("replay")).arg(&open).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("ours=B+4.5 (count with the 0 dead stones estimated) recorded=-"), "{text}");
    assert!(text.contains("counted=0 "), "{text}");
    assert_eq!(out.status.code(), Some(0));
    // Without the passes the game is not over: not counted.
    std::fs::write(&open, "(;FF[4]GM[1]SZ[5]KM[0.5]RU[Chinese]\n;B[ca];W[da];B[])").unwrap();
    let text =
        String::from_utf8_lossy(&Command::new(example("replay")).arg(&open).output().unwrap().stdout).into_owned();
    assert!(text.contains("ours=- recorded=-"), "{text}");
}

#[test]
fn replay_skips_link_loops_and_fifos() {
    let scratch_dir = scratch("loops");
    let dir = scratch_dir.path().to_path_buf();
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    std::fs::write(dir.join("sub/a.sgf"), GAME).unwrap();
    std::os::unix::fs::symlink("..", dir.join("sub/up")).unwrap();
    let fifo = dir.join("sub/pipe.sgf");
    assert!(Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let child =
        Command::new(example("replay")).arg(&dir).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let out = wait_within(child, Duration::from_secs(30));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stdout}{stderr}");
    assert_eq!(stdout.matches("a.sgf#0").count(), 1, "{stdout}");
    assert!(stdout.contains("summary: files=1 parsed=1 games=1"), "{stdout}");
    assert!(stderr.contains("searched already"), "{stderr}");
    assert!(stderr.contains("pipe.sgf: skipped: not a regular file"), "{stderr}");
    // A link that leads nowhere (to itself, to nothing) is skipped with
    // what the system says of it (found from outside: a loop was called
    // "a broken link?").
    let links = scratch("links");
    std::os::unix::fs::symlink("self.sgf", links.path().join("self.sgf")).unwrap();
    std::os::unix::fs::symlink("absent.sgf", links.path().join("gone.sgf")).unwrap();
    let out = Command::new(example("replay")).arg(links.path()).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("self.sgf: skipped: cannot be read: Too many levels of symbolic links"), "{stderr}");
    assert!(stderr.contains("gone.sgf: skipped: cannot be read: No such file or directory"), "{stderr}");
    // A FIFO named on the command line is a failure, not a hang.
    let child =
        Command::new(example("replay")).arg(&fifo).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let out = wait_within(child, Duration::from_secs(30));
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a regular file"));
    assert!(String::from_utf8_lossy(&out.stdout).contains("failed=1"));
}

/// A file that reports no size (as `/proc`'s do) is read only up to a
/// bound (found from outside: a link to `/proc/self/pagemap` in a folder
/// was read until the system killed `replay`, and no line of the run was
/// written): it fails on its own line, and the rest of the folder is read.
#[test]
fn replay_reads_a_file_of_no_reported_size_only_up_to_a_bound() {
    let scratch_dir = scratch("unsized");
    let dir = scratch_dir.path().to_path_buf();
    std::fs::write(dir.join("a.sgf"), GAME).unwrap();
    std::os::unix::fs::symlink("/proc/self/pagemap", dir.join("b.sgf")).unwrap();
    let child =
        Command::new(example("replay")).arg(&dir).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let out = wait_within(child, Duration::from_secs(60));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert_eq!(stdout.matches("a.sgf#0").count(), 1, "{stdout}");
    assert!(stdout.contains("summary: files=2 parsed=1 games=1 replayed=1 failed=1"), "{stdout}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("b.sgf: holds more than the 64 MiB read here (its reported size is 0 bytes)"), "{stderr}");
    // Found from outside: a link to /proc/kmsg (which waits until the
    // kernel logs something) hung the run, and Ctrl-C could not stop it.
    // It is read without waiting: a failure on its line (as root, who may
    // read it; else the system's permission error).
    std::fs::remove_file(dir.join("b.sgf")).unwrap();
    std::os::unix::fs::symlink("/proc/kmsg", dir.join("k.sgf")).unwrap();
    let child =
        Command::new(example("replay")).arg(&dir).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let out = wait_within(child, Duration::from_secs(60));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("summary: files=2 parsed=1 games=1 replayed=1 failed=1"), "{stdout}");
}

/// A folder that cannot be listed is a failure, not a skip (found from
/// outside: `replay` of an unreadable folder said `files=0` and exited 0).
/// Root lists any folder: the test then runs `replay` as `nobody` through
/// `setpriv` when it can, else checks that the folder is read.
#[test]
fn replay_fails_on_a_folder_it_cannot_list() {
    use std::os::unix::fs::PermissionsExt;
    let scratch_dir = scratch("closed");
    let dir = scratch_dir.path().to_path_buf();
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    let closed = dir.join("closed");
    std::fs::create_dir(&closed).unwrap();
    std::fs::write(closed.join("a.sgf"), GAME).unwrap();
    std::fs::set_permissions(&closed, std::fs::Permissions::from_mode(0o000)).unwrap();
    let as_nobody = |args: &[&Path]| {
        let mut c = Command::new("setpriv");
        c.args(["--reuid=65534", "--regid=65534", "--clear-groups"]).arg(example("replay")).args(args);
        c
    };
    let mut cmd = if std::fs::read_dir(&closed).is_err() {
        let mut c = Command::new(example("replay"));
        c.arg(&closed);
        c
    } else if as_nobody(&[&dir.join("missing")]).output().is_ok_and(|o| o.status.code() == Some(1)) {
        as_nobody(&[&closed])
    } else {
        // Root without a way to drop privileges: the folder is read.
        let out = Command::new(example("replay")).arg(&closed).output().unwrap();
        std::fs::set_permissions(&closed, std::fs::Permissions::from_mode(0o755)).unwrap();
        assert_eq!(out.status.code(), Some(0));
        assert!(String::from_utf8_lossy(&out.stdout).contains("summary: files=1"));
        return;
    };
    let out = cmd.output().unwrap();
    std::fs::set_permissions(&closed, std::fs::Permissions::from_mode(0o755)).unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
    assert!(stderr.contains("cannot list the folder: Permission denied"), "{stderr}");
    assert!(stdout.contains("summary: files=0 parsed=0 games=0 replayed=0 failed=1"), "{stdout}");
}

/// Errors go to standard error and the report to standard output (found
/// from outside: every error was on standard output); a file larger than
/// the parser takes is refused unread (found from outside: a sparse 10 GB
/// file was read into memory first).
#[test]
fn replay_reports_errors_on_standard_error() {
    let scratch_dir = scratch("errors");
    let dir = scratch_dir.path().to_path_buf();
    std::fs::write(dir.join("good.sgf"), GAME).unwrap();
    std::fs::write(dir.join("bad.sgf"), [0u8, 159, 146, 150, 0, 1, 2, 3]).unwrap();
    let huge = std::fs::File::create(dir.join("huge.sgf")).unwrap();
    huge.set_len(5 << 30).unwrap();
    let child =
        Command::new(example("replay")).arg(&dir).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let out = wait_within(child, Duration::from_secs(30));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
    assert!(stdout.contains("good.sgf#0") && stdout.contains("failed=2"), "{stdout}");
    assert!(!stdout.contains("bad.sgf") && !stdout.contains("huge.sgf"), "{stdout}");
    assert!(stderr.contains("bad.sgf: parse error: ") && stderr.contains("failed: "), "{stderr}");
    assert!(stderr.contains(&format!("huge.sgf: parse error: input of {} bytes is too large", 5u64 << 30)), "{stderr}");
}

/// Issue 10 section 3: a komi the record does not give readably is shown
/// as unknown, never as a value the file did not have.
#[test]
fn replay_shows_an_unreadable_komi_as_unknown() {
    let scratch_dir = scratch("komi");
    let dir = scratch_dir.path().to_path_buf();
    for (name, km) in [("a.sgf", "7.3"), ("b.sgf", "NaN"), ("c.sgf", "inf"), ("d.sgf", "1e308")] {
        std::fs::write(dir.join(name), format!("(;SZ[9]KM[{km}];B[aa])")).unwrap();
        let out = Command::new(example("replay")).arg(dir.join(name)).output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(stdout.contains(&format!("komi=?({km})")), "{stdout}");
        assert_eq!(out.status.code(), Some(0));
        // Found from outside: the unreadable value left no trace but the
        // komi; it is counted on the line and named on standard error.
        assert!(stdout.contains("irregularities=none warnings=1 "), "{stdout}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(&format!("#0: warning: line 1, column 8: KM[{km}]")), "{stderr}");
        // Strict: refused with the property and its place.
        let out = Command::new(example("replay")).arg("--strict").arg(dir.join(name)).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert!(stderr.contains(&format!("line 1, column 8: KM[{km}]")), "{stderr}");
    }
}

fn table(args: &[&str], output: &Path) -> Command {
    let mut cmd = Command::new(example("table"));
    cmd.args(args).arg("--output").arg(output).stdin(Stdio::null());
    cmd
}

/// Starts `cmd` with its standard input, output and error piped.
fn spawn_piped(cmd: &mut Command) -> std::process::Child {
    cmd.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap()
}

#[test]
fn table_refuses_bad_settings_before_play() {
    let scratch_dir = scratch("table-bad");
    let dir = scratch_dir.path().to_path_buf();
    let sgf = dir.join("t.sgf");
    for (args, says) in [
        (&["--people", "B1,B1"][..], "--people names B1 twice"),
        (&["--people", "B3"][..], "not at this table"),
        (&["--atari", "100000"][..], "Atari Go goal"),
        (&["--seats", "2+2", "--size", "30"][..], "--size"),
        // Found from outside: "-1 is not in 0..=4294967295".
        (&["--size=-1"][..], "-1 is not in 2..=25"),
        (&["--rules", "chinese", "--komi", "7.3"][..], "--komi"),
        (&["--rules", "checkers"][..], "is not a known preset"),
        (&["--clock", "absolute:0"][..], "no time at all"),
        // No budget at all is refused, as GTP's `go-core-budget playouts 0`
        // is, rather than read as one playout.
        (&["--playouts", "0"][..], "0 is not in 1.."),
        (&["--millis", "0"][..], "0 is not in 1.."),
        // Nor more than the engine takes anywhere (GTP, Python, C).
        (&["--playouts", "10000001"][..], "10000001 is not in 1..=10000000"),
        (&["--millis", "86400001"][..], "86400001 is not in 1..=86400000"),
    ] {
        let out = table(args, &sgf).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?} played: {}", String::from_utf8_lossy(&out.stdout));
        assert!(!sgf.exists(), "{args:?} wrote a record");
    }
    // Found from outside: an empty output was "cannot write : No such file".
    let out = Command::new(example("table")).args(["--output", ""]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--output needs a file name"));
    // An output that is no regular file nor a character device is refused
    // before the first move.
    let out = Command::new(example("table")).args(["--output", dir.to_str().unwrap()]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a regular file"));
    assert!(out.stdout.is_empty());
    // A device is written directly: /dev/null takes the record (it was
    // refused), /dev/full fails at the first write, before any move.
    let out = Command::new(example("table"))
        .args(["--size", "5", "--playouts", "5", "--output", "/dev/null"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let out = Command::new(example("table")).args(["--output", "/dev/full"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("No space left on device"));
    assert!(out.stdout.is_empty());
    // A file replaced keeps its permissions (found from outside: 0600 came
    // back 0644, and a read-only file was replaced where the shell's `>`
    // refuses it; a read-only file is written only by whom the system lets
    // open it for writing, as with `>`).
    use std::os::unix::fs::PermissionsExt;
    for mode in [0o600, 0o444] {
        let kept = dir.join(format!("mode{mode:o}.sgf"));
        std::fs::write(&kept, "old").unwrap();
        std::fs::set_permissions(&kept, std::fs::Permissions::from_mode(mode)).unwrap();
        let writable = std::fs::OpenOptions::new().write(true).open(&kept).is_ok();
        let out = table(&["--size", "5", "--playouts", "5"], &kept).output().unwrap();
        let meta = std::fs::metadata(&kept).unwrap();
        assert_eq!(meta.permissions().mode() & 0o777, mode);
        if writable {
            assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
            assert_ne!(std::fs::read(&kept).unwrap(), b"old");
        } else {
            assert_eq!(out.status.code(), Some(2));
            assert!(String::from_utf8_lossy(&out.stderr).contains("Permission denied"));
            assert_eq!(std::fs::read(&kept).unwrap(), b"old");
        }
    }
}

#[test]
fn table_keeps_every_move_on_disk() {
    let scratch_dir = scratch("table-kill");
    let dir = scratch_dir.path().to_path_buf();
    let sgf = dir.join("t.sgf");
    // `| head -3`: the table stops quietly, its record holds what was played.
    let mut child = table(&["--size", "9", "--playouts", "200", "--seed", "3"], &sgf)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut reader = BufReader::new(child.stdout.take().unwrap());
    let mut lines = String::new();
    while !lines.contains("   3. ") {
        let mut line = String::new();
        assert!(reader.read_line(&mut line).unwrap() > 0, "the table ended early: {lines}");
        lines.push_str(&line);
    }
    drop(reader);
    let out = wait_within(child, Duration::from_secs(60));
    assert_eq!(out.status.code(), Some(141), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
    let record = go_core::SgfCollection::parse(&std::fs::read(&sgf).unwrap()).unwrap();
    let moves = record.replay(0).unwrap().game.moves().len();
    assert!(moves >= 3, "the record holds {moves} moves");

    // Killed in the middle of a game: every move made is on disk.
    let mut child = table(&["--size", "9", "--playouts", "300", "--seed", "5"], &sgf)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut reader = BufReader::new(child.stdout.take().unwrap());
    let mut printed = String::new();
    while !printed.contains("   6. ") {
        let mut line = String::new();
        assert!(reader.read_line(&mut line).unwrap() > 0, "the table ended early: {printed}");
        printed.push_str(&line);
    }
    child.kill().unwrap();
    let _ = child.wait();
    let mut rest = String::new();
    let _ = reader.read_to_string(&mut rest);
    let shown = printed.lines().filter(|l| l.trim_start().chars().next().is_some_and(|c| c.is_ascii_digit())).count();
    let record = go_core::SgfCollection::parse(&std::fs::read(&sgf).unwrap()).unwrap();
    let saved = record.replay(0).unwrap().game.moves().len();
    assert!(saved >= shown, "{shown} moves printed but {saved} saved");
}

#[test]
fn gtp_and_match_refuse_an_empty_or_endless_budget() {
    for (name, args) in [
        ("gtp", &["--playouts", "0"][..]),
        ("gtp", &["--millis", "0"][..]),
        ("match", &["--playouts", "0"][..]),
        ("match", &["--millis", "0"][..]),
        ("gtp", &["--threads", "0"][..]),
        ("gtp", &["--rules", " "][..]),
        ("match", &["--threads", "0"][..]),
    ] {
        let out = Command::new(example(name)).args(args).stdin(Stdio::null()).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name} {args:?}: {stderr}");
        assert!(
            stderr.starts_with("error: ") && (stderr.contains("0 is not in 1..") || stderr.contains("--rules: empty")),
            "{name} {args:?}: {stderr}"
        );
        assert!(out.stdout.is_empty(), "{name} {args:?}: {}", String::from_utf8_lossy(&out.stdout));
    }
    // No budget without end either: a time beyond a day is refused (a
    // genmove would otherwise wait for ever).
    let out =
        Command::new(example("gtp")).args(["--millis", "18446744073709551615"]).stdin(Stdio::null()).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not in 1..=86400000"));
    // Found from outside: a time beside a number of playouts was ignored
    // without a word. The two budgets exclude each other, in each tool.
    for name in ["gtp", "match", "table"] {
        let out = Command::new(example(name))
            .args(["--playouts", "5", "--millis", "3"])
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}: {stderr}");
        assert!(stderr.contains("cannot be used with"), "{name}: {stderr}");
        assert!(out.stdout.is_empty(), "{name}: {}", String::from_utf8_lossy(&out.stdout));
    }
}

#[test]
fn gtp_ends_quietly_when_its_controller_goes_away() {
    let mut child = spawn_piped(Command::new(example("gtp")).args(["--playouts", "50"]));
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    // The controller reads nothing and closes its end, then sends commands.
    drop(stdout);
    for _ in 0..50 {
        if writeln!(stdin, "boardsize 9\nplay b e5\ngenmove w").is_err() {
            break;
        }
    }
    drop(stdin);
    let out = wait_within(child, Duration::from_secs(60));
    // Quietly, with the status a shell gives a coreutils tool that SIGPIPE
    // ended, as the other tools (found from outside: it was 0, a success).
    assert_eq!(out.status.code(), Some(141));
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}

/// Standard error treated as coreutils tools treat it (found from
/// outside: `replay DIR 2>&1 | head -1` and `table 2>/dev/full` panicked
/// with status 101 on their first word to standard error): a closed pipe
/// ends the program quietly with 141; on a full disk it finishes its work
/// and ends with status 1; `--help` to a full disk is no success either.
#[test]
fn standard_error_closed_or_full_ends_as_coreutils_do() {
    let full = || std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
    if !Path::new("/dev/full").exists() {
        println!("!!! /dev/full is missing: standard error on a full disk was not checked !!!");
        return;
    }
    let scratch_dir = scratch("stderr");
    let warned = scratch_dir.path().join("warned.sgf");
    // A record whose komi is read by a heuristic: a warning on standard
    // error before any line on standard output.
    std::fs::write(&warned, "(;GM[1]FF[4]SZ[9]KM[375];B[ee])").unwrap();
    // A full disk under standard error: the work goes on and its standard
    // output is whole (found from outside: it stopped at the first
    // warning), then status 1, or the status the program had anyway.
    for (name, args, status, printed) in [
        (
            "replay",
            vec![warned.to_str().unwrap().to_owned()],
            1,
            "summary: files=1 parsed=1 games=1 replayed=1 failed=0",
        ),
        ("replay", vec![scratch_dir.path().join("absent.sgf").to_str().unwrap().to_owned()], 1, "failed=1"),
        ("table", vec!["--rules".to_owned(), "nonsense".to_owned()], 2, ""),
        ("gtp", vec!["--rules".to_owned(), String::new()], 2, ""),
    ] {
        let out = Command::new(example(name)).args(&args).stdin(Stdio::null()).stderr(full()).output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(status), "{name} {args:?}: {stdout}");
        assert!(stdout.contains(printed) && !stdout.contains("panicked"), "{name} {args:?}: {stdout}");
    }
    // A closed pipe on standard error (its reading end closed before the
    // program starts): quietly 141.
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let child = Command::new(example("replay")).arg(&warned).stdout(Stdio::null()).stderr(writer).spawn().unwrap();
    let out = wait_within(child, Duration::from_secs(30));
    assert_eq!(out.status.code(), Some(141));
    for name in ["replay", "table", "gtp", "match", "learn_patterns"] {
        let out = Command::new(example(name)).arg("--help").stdout(full()).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{name} --help > /dev/full: {stderr}");
        assert!(stderr.contains("cannot write to standard output"), "{name}: {stderr}");
        let help = Command::new(example(name)).arg("--help").output().unwrap();
        assert_eq!(help.status.code(), Some(0), "{name}");
        assert!(String::from_utf8_lossy(&help.stdout).contains("Usage:"), "{name}");
    }
}

/// Every example names its version as coreutils tools do (`--version`:
/// the program's name and the crate's version on standard output, status
/// 0; to a full disk, status 1).
#[test]
fn every_example_names_its_version() {
    for name in ["replay", "table", "gtp", "match", "learn_patterns"] {
        let out = Command::new(example(name)).arg("--version").output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{name}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), format!("{name} {}\n", env!("CARGO_PKG_VERSION")));
        if Path::new("/dev/full").exists() {
            let full = std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
            let out = Command::new(example(name)).arg("--version").stdout(full).output().unwrap();
            assert_eq!(out.status.code(), Some(1), "{name} --version > /dev/full");
        }
    }
}

/// `learn_patterns` over the shared corpora prints exactly the table the
/// computer player ships (`go-core/src/bot/patterns.txt`), refuses a
/// folder it cannot read (status 1) and a bad `--min-side` (status 2),
/// and ends quietly on a closed pipe.
#[test]
fn learn_patterns_gives_the_shipped_table() {
    let bin = example("learn_patterns");
    let corpora = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/validation/corpora");
    if corpora.is_dir() {
        let out = Command::new(&bin).arg(&corpora).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let shipped = include_str!("../src/bot/patterns.txt");
        assert!(
            out.stdout == shipped.as_bytes(),
            "the shipped table differs from the corpora's counts: run learn_patterns"
        );
        assert!(shipped.lines().count() > 1000);
        let mut child = Command::new(&bin).arg(&corpora).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
        drop(child.stdout.take());
        let out = wait_within(child, Duration::from_secs(300));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(141), "{stderr}");
        assert!(!stderr.contains("error"), "{stderr}");
    } else {
        println!("!!! ../shared/validation/corpora is missing: the pattern table was not checked against it !!!");
    }
    let missing = Command::new(&bin).arg(scratch("patterns").path().join("absent")).output().unwrap();
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("cannot read"));
    let bad = Command::new(&bin).args(["--min-side", "0"]).output().unwrap();
    assert_eq!(bad.status.code(), Some(2));
}

/// `match` refuses a bad setting before the first game, with status 2
/// (found from outside: each was played as aborted games and the run
/// ended with status 0; an unknown opponent was the random player).
#[test]
fn match_refuses_bad_settings_before_playing() {
    let scratch_dir = scratch("match-bad");
    let dir = scratch_dir.path().to_path_buf();
    let file = dir.join("file");
    std::fs::write(&file, "not a folder").unwrap();
    let base = ["--games", "1", "--playouts", "5"];
    for (args, says) in [
        (&["--opponent", "bogus"][..], "invalid value 'bogus'"),
        (&["--level", "11"][..], "11 is not in 0..=10"),
        (&["--size", "0"][..], "0 is not in 2..=25"),
        (&["--opponent", "random", "--set", "bogus=1"][..], "unknown setting bogus"),
        (&["--opponent", "random", "--set", "score_weight"][..], "NAME=VALUE expected"),
        // Found from outside: these were taken without a word.
        (&["--opponent", "random", "--set", "exploration=nan"][..], "exploration must be from 0 to 1e6"),
        (&["--opponent", "random", "--set", "exploration=-1"][..], "exploration must be from 0 to 1e6"),
        (&["--opponent", "random", "--set", "score_weight=inf"][..], "score_weight must be from 0 to 1"),
        (&["--opponent", "random", "--set", "dynamic_komi=2"][..], "dynamic_komi must be 0 or 1"),
        (&["--gnugo", "/nonexistent/gnugo"][..], "--gnugo /nonexistent/gnugo: cannot start GNU Go"),
        // Found from outside: taken, then every game aborted (GNU Go plays
        // up to 19x19; the test command installs it).
        (&["--size", "21"][..], "--size 21: GNU Go refuses it: unacceptable size"),
        (&["--opponent", "random", "--sgf-dir", "/dev/full"][..], "--sgf-dir /dev/full: not a folder"),
    ] {
        let out = Command::new(example("match")).args(base).args(args).stdin(Stdio::null()).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}: {}", String::from_utf8_lossy(&out.stdout));
    }
    let out = Command::new(example("match")).args(["--games", "0", "--opponent", "random"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("0 is not in 1.."));
    // One game against the random player, with `flag` naming `path`.
    let with = |flag: &str, path: &std::path::Path| {
        Command::new(example("match")).args(base).args(["--opponent", "random", flag]).arg(path).output().unwrap()
    };
    // Found from outside: a record on another board than the match's was
    // played on two boards (ours 7x4, GNU Go's 7x7), or aborted every game.
    let rect = dir.join("rect.sgf");
    std::fs::write(&rect, "(;FF[4]GM[1]SZ[7:4]KM[0.5];B[bb];W[cc])").unwrap();
    let square = dir.join("thirteen.sgf");
    std::fs::write(&square, "(;FF[4]GM[1]SZ[13];B[dd])").unwrap();
    for (record, says) in [(&rect, "a 7x4 board: the match plays square boards only"), (&square, "give --size 13")] {
        let out = with("--start-sgf", record);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains(says), "{stderr}");
    }
    let file_dir = with("--sgf-dir", &file);
    assert!(String::from_utf8_lossy(&file_dir.stderr).contains("not a folder"), "{file_dir:?}");
    let out = with("--sgf-dir", &file.join("sub"));
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stderr));
    // A good run still plays and says so.
    let good = dir.join("games");
    let out = with("--sgf-dir", &good);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("SUMMARY opponent=random games=1"));
    assert_eq!(std::fs::read_dir(&good).unwrap().count(), 1, "only the game's record is left");
}

/// An opponent that misbehaves (found from outside): a `final_score` that
/// is no count aborts the game (it was the result, and a loss), and an
/// engine that ignores `quit` is killed after a while (`match` hung).
#[test]
fn match_survives_an_opponent_that_misbehaves() {
    use std::os::unix::fs::PermissionsExt;
    let scratch_dir = scratch("match-fake");
    let fake = scratch_dir.path().join("fake.sh");
    // Passes at every turn, answers `final_score` with garbage, never quits.
    std::fs::write(
        &fake,
        "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n    *genmove*) printf '= pass\\n\\n';;\n    \
         *final_score*) printf '= garbage\\n\\n';;\n    *) printf '= \\n\\n';;\n  esac\ndone\n",
    )
    .unwrap();
    std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
    let child = Command::new(example("match"))
        .args(["--games", "1", "--playouts", "20", "--size", "5", "--gnugo"])
        .arg(&fake)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let out = wait_within(child, Duration::from_secs(60));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("aborted: the opponent's final_score answered \"garbage\", not a count"), "{stdout}");
    assert!(stdout.contains("SUMMARY opponent=gnugo-level-1 games=0"), "{stdout}");
}

/// The table writes its record where a symbolic link output points, and
/// SIGTERM at any moment leaves a whole record and no temporary file
/// (found from outside: the link was replaced by a file, and 31 of 40
/// early kills left `.r.sgf.PID.tmp` behind).
#[test]
fn table_writes_through_links_and_leaves_no_temporary_files() {
    let scratch_dir = scratch("table-link");
    let dir = scratch_dir.path().to_path_buf();
    let real = dir.join("real.sgf");
    std::fs::write(&real, "old").unwrap();
    std::os::unix::fs::symlink("real.sgf", dir.join("link.sgf")).unwrap();
    let out = table(&["--size", "5", "--playouts", "10"], &dir.join("link.sgf")).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(std::fs::symlink_metadata(dir.join("link.sgf")).unwrap().file_type().is_symlink());
    let record = go_core::SgfCollection::parse(&std::fs::read(&real).unwrap()).unwrap();
    assert!(record.replay(0).unwrap().game.moves().len() > 2);
    for k in 0..12u64 {
        let sgf = dir.join(format!("r{k}.sgf"));
        let child = table(&["--size", "19", "--seats", "1+1", "--playouts", "1"], &sgf)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(5 + 9 * k));
        let killed = Command::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap();
        let out = wait_within(child, Duration::from_secs(60));
        // Ended by SIGTERM itself, whether the handler had been set (it
        // cleans up, then ends by the signal it got) or not yet (before
        // anything was written); `ctrlc` made that status 130 (Ctrl-C's).
        if killed.success() && out.status.code() != Some(0) {
            use std::os::unix::process::ExitStatusExt;
            assert_eq!(out.status.signal(), Some(15), "{:?}: {}", out.status, String::from_utf8_lossy(&out.stderr));
        }
        if let Ok(bytes) = std::fs::read(&sgf) {
            // Written before the kill: a whole record.
            if !bytes.is_empty() {
                go_core::SgfCollection::parse(&bytes).unwrap().replay(0).unwrap();
            }
        }
    }
    // Ctrl-C (SIGINT) while a person is to move: the record stands and
    // the table ends by SIGINT (the shell's 130), SIGHUP likewise (129).
    for (signal, name) in [(2, "-INT"), (1, "-HUP")] {
        let sgf = dir.join(format!("person{signal}.sgf"));
        let mut child = spawn_piped(&mut table(&["--size", "9", "--people", "B1", "--seats", "1+1"], &sgf));
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(b"E5\n").unwrap();
        stdin.flush().unwrap();
        wait_for_the_answer_on_disk(&sgf);
        assert!(Command::new("kill").args([name, &child.id().to_string()]).status().unwrap().success());
        let out = wait_within(child, Duration::from_secs(60));
        drop(stdin);
        use std::os::unix::process::ExitStatusExt;
        assert_eq!(out.status.signal(), Some(signal), "{:?}: {}", out.status, String::from_utf8_lossy(&out.stderr));
        let record = go_core::SgfCollection::parse(&std::fs::read(&sgf).unwrap()).unwrap();
        assert_eq!(record.replay(0).unwrap().game.moves().len(), 2, "E5 and the answer are kept");
    }
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "temporary files left: {left:?}");
}

/// People at the table decide the dead stones (found from outside: the
/// estimate's were marked and counted without asking them). B1 unmarks the
/// chain the estimate calls dead (after A1, which holds no stone), W1
/// accepts with an empty line.
#[test]
fn table_lets_the_people_decide_the_dead_stones() {
    let scratch_dir = scratch("table-dead");
    let sgf = scratch_dir.path().join("t.sgf");
    let mut child = spawn_piped(&mut table(&["--size", "5", "--seats", "1+1", "--people", "B1,W1"], &sgf));
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"c3\nd4\nd3\nc4\npass\npass\nA1\nD4\naccept\n\n").unwrap();
    drop(stdin);
    let out = wait_within(child, Duration::from_secs(60));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    // A point without a stone is named as it was typed (found from
    // outside: the message named it as "(0, 4)").
    assert!(stdout.contains("A1: there is no stone there to mark"), "{stdout}");
    assert!(stdout.contains("B1 (Black), dead stones: C4 D4;"), "{stdout}");
    assert!(stdout.contains("W1 (White), dead stones: none;"), "{stdout}");
    assert!(!stdout.contains("Dead stones agreed"), "{stdout}");
    assert!(stdout.contains("Result: W+7.5"), "{stdout}");
}

/// Found from outside: the computer side accepted any marking a person
/// made, even one that called its living stone dead and turned the result
/// (B+17.5 written), and the end of the person's input at the count was
/// taken as agreement. Now the computer rejects a marking other than its
/// estimate's (play resumes), and the end of input leaves the table.
#[test]
fn the_computer_rejects_a_marking_that_is_not_its_own_and_the_end_of_input_is_no_agreement() {
    let scratch_dir = scratch("table-reject");
    let sgf = scratch_dir.path().join("t.sgf");
    let run = |input: &[u8]| {
        table_to_the_end(&["--size", "5", "--seats", "1+1", "--people", "B1", "--playouts", "100"], input, &sgf)
    };
    // B1 plays A1, W1 answers A2, both pass; B1 unmarks its own A1 and marks
    // White's A2 dead.
    let (stdout, record) = run(b"a1\npass\na1\na2\naccept\n");
    assert!(
        stdout.contains("W1 (White, the computer) rejects the dead stones marked (A2; its estimate: A1): play resumes"),
        "{stdout}"
    );
    assert!(!stdout.contains("Dead stones agreed"), "{stdout}");
    // Play resumed with B1 to move, whose input then ended.
    assert!(stdout.contains("B1 left the table: W+F"), "{stdout}");
    assert!(record.contains("RE[W+F]") && !record.contains("TB["), "{record}");

    // The end of input at the count: no agreement, the person leaves.
    let (stdout, record) = run(b"a1\npass\n");
    assert!(stdout.contains("B1 left the table: W+F") && !stdout.contains("agreed"), "{stdout}");
    assert!(record.contains("RE[W+F]"), "{record}");
}

/// Found from outside: a person at the table saw only the list of moves
/// during play, and `showboard` was "not a vertex". `board` (or
/// `showboard`) prints the position and asks again.
#[test]
fn a_person_may_look_at_the_board_during_play() {
    let scratch_dir = scratch("table-board");
    let sgf = scratch_dir.path().join("t.sgf");
    let args = ["--size", "5", "--seats", "1+1", "--people", "B1", "--playouts", "20"];
    let (stdout, record) = table_to_the_end(&args, b"board\nc3\nSHOWBOARD\nresign\n", &sgf);
    // At the count too: the position, then the prompt again.
    let (counted, _) = table_to_the_end(&args, b"c3\npass\npass\nboard\naccept\n", &sgf);
    assert!(!counted.contains("not a vertex"), "{counted}");
    let at_count = counted.find("dead stones:").expect(&counted);
    assert!(counted[at_count..].contains("\n 3  . . X"), "{counted}");
    assert!(!stdout.contains("not a vertex"), "{stdout}");
    let first = stdout.find("\n 3  . . . . .  3").expect(&stdout);
    let moved = stdout.find("1. B1 Black C3").expect(&stdout);
    let second = stdout.find("\n 3  . . X . .  3").expect(&stdout);
    assert!(first < moved && moved < second, "{stdout}");
    assert!(record.contains(";B[cc]") && record.contains("RE[W+R]"), "{record}");
}

/// Found from outside: after a person rejected the computer's marking of
/// their lone stone, the computer passed at once, every time, and the
/// table went round 200 times to its move limit without a result. Now the
/// computer captures the stones it marked dead before passing (KGS's
/// cleanup), and a marking rejected again with no stone played since ends
/// the table without a result.
#[test]
fn a_rejected_count_is_settled_on_the_board_and_a_dispute_without_play_ends() {
    let scratch_dir = scratch("table-dispute");
    let sgf = scratch_dir.path().join("t.sgf");
    let mut input = b"e5\n".to_vec();
    for _ in 0..300 {
        input.extend_from_slice(b"pass\nreject\n");
    }
    let args = ["--size", "9", "--seats", "1+1", "--people", "B1", "--playouts", "100"];
    let (stdout, record) = table_to_the_end(&args, &input, &sgf);
    let rejected = stdout.find("B1 (Black) rejects the dead stones marked (E5): play resumes").expect(&stdout);
    // White captured E5 in the play that resumed, and no Black stone is left.
    let capture = stdout[rejected..].lines().find(|l| l.contains(" W1 White ") && l.ends_with("captures 1"));
    assert!(capture.is_some(), "{stdout}");
    let last_board = &stdout[stdout.rfind("Position after").expect(&stdout)..];
    assert!(!last_board.lines().skip(2).take(9).any(|l| l.contains('X')), "{stdout}");
    assert_eq!(stdout.matches("rejects the dead stones").count(), 3, "{stdout}");
    assert!(
        stdout.contains(
            "Result: none (the dead stones stayed disputed: the marking was rejected again with no stone played since)"
        ),
        "{stdout}"
    );
    assert!(!stdout.contains("Counting:"), "{stdout}");
    assert!(!record.contains("RE["), "{record}");
    // Under territory counting a stone placed in one's own territory costs
    // a point, so that proving a right marking on the board would pay the
    // side that rejected it (found from outside: B+0.5 instead of W+4.5):
    // the computer plays on as usual there, here a pass, and the second
    // rejection ends the table.
    let japanese = ["--size", "9", "--seats", "1+1", "--people", "B1", "--playouts", "100", "--rules", "japanese"];
    let (stdout, _) = table_to_the_end(&japanese, &input, &sgf);
    let rejected = stdout.find("B1 (Black) rejects the dead stones marked (E5): play resumes").expect(&stdout);
    assert!(!stdout[rejected..].contains("captures"), "{stdout}");
    assert_eq!(stdout.matches("rejects the dead stones").count(), 2, "{stdout}");
    assert!(stdout.contains("Result: none (the dead stones stayed disputed"), "{stdout}");
}

/// Found from outside: an empty line at a person's prompt was "\"\" is not
/// a vertex", a typed `I5` got no hint that vertices leave out the letter
/// I, the end said "after 1 moves", and a record already at the output
/// was replaced without a word. An empty line asks again in silence, the
/// refusal names the board's vertices, and the record line says what it
/// replaces.
#[test]
fn a_persons_prompt_is_plain_about_vertices_and_the_record() {
    let scratch_dir = scratch("table-prompt");
    let sgf = scratch_dir.path().join("t.sgf");
    let args = ["--size", "9", "--seats", "1+1", "--people", "B1", "--playouts", "20"];
    let (stdout, record) = table_to_the_end(&args, b"\n   \ni5\nresign\n", &sgf);
    assert!(stdout.contains(&format!("Record: {}, written after every move\n", sgf.display())), "{stdout}");
    assert!(!stdout.contains("replaces"), "{stdout}");
    assert!(!stdout.contains("\"\""), "{stdout}");
    assert_eq!(stdout.matches("is not a vertex").count(), 1, "{stdout}");
    assert!(
        stdout.contains("\"i5\" is not a vertex of the 9x9 board: vertices run from A1 to J9, without the letter I"),
        "{stdout}"
    );
    assert!(stdout.contains("Final position after 0 moves:"), "{stdout}");
    assert!(record.contains("RE[W+R]"), "{record}");
    // Again, onto the record just written: it is replaced, and said so.
    let (stdout, _) = table_to_the_end(&args, b"e5\nresign\n", &sgf);
    assert!(stdout.contains("written after every move (it replaces the file that was there)"), "{stdout}");
    assert!(stdout.contains("Final position after 2 moves:"), "{stdout}");
    let people = ["--size", "9", "--seats", "1+1", "--people", "B1,W1"];
    let (stdout, _) = table_to_the_end(&people, b"e5\nresign\n", &sgf);
    assert!(stdout.contains("Final position after 1 move:"), "{stdout}");
    // A small board names its own last vertex, and no letter I.
    let small = ["--size", "5", "--seats", "1+1", "--people", "B1", "--playouts", "20"];
    let (stdout, _) = table_to_the_end(&small, b"f1\nresign\n", &sgf);
    assert!(stdout.contains("\"f1\" is not a vertex of the 5x5 board: vertices run from A1 to E5\n"), "{stdout}");
}

/// Found from outside: `--output /dev/stdout` into a file replaced that
/// file by the record (every printed line lost) and into a pipe failed
/// with a path that does not exist; a loop of links given as the output
/// was replaced by a regular file; a 255-byte file name was refused (its
/// temporary name was too long). The first two are refused before play,
/// the last is written.
#[test]
fn the_table_refuses_its_own_streams_and_link_loops_as_the_output() {
    let scratch_dir = scratch("table-streams");
    let dir = scratch_dir.path();
    let printed = dir.join("printed.txt");
    let out = Command::new(example("table"))
        .args(["--size", "5", "--playouts", "1", "--output", "/dev/stdout"])
        .stdin(Stdio::null())
        .stdout(std::fs::File::create(&printed).unwrap())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--output /dev/stdout is the table's own standard output"), "{stderr}");
    assert_eq!(std::fs::read(&printed).unwrap(), b"");
    let out = Command::new(example("table"))
        .args(["--size", "5", "--playouts", "1", "--output", "/dev/stderr"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("own standard error"));
    assert!(out.stdout.is_empty());
    // Nor its standard input (a file of moves it is reading).
    let moves = dir.join("moves.txt");
    std::fs::write(&moves, b"C3\nresign\n").unwrap();
    let out = table(&["--size", "5", "--seats", "1+1", "--people", "B1", "--playouts", "1"], &moves)
        .stdin(std::fs::File::open(&moves).unwrap())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("own standard input"));
    assert_eq!(std::fs::read(&moves).unwrap(), b"C3\nresign\n");
    std::os::unix::fs::symlink("loop2", dir.join("loop1")).unwrap();
    std::os::unix::fs::symlink("loop1", dir.join("loop2")).unwrap();
    let out = table(&["--size", "5", "--playouts", "1"], &dir.join("loop1")).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("too many levels of symbolic links"));
    assert!(std::fs::symlink_metadata(dir.join("loop1")).unwrap().file_type().is_symlink());
    let long = dir.join(format!("{}.sgf", "a".repeat(251)));
    let out = table(&["--size", "5", "--playouts", "1"], &long).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("1 playout per computer move"));
    assert!(std::fs::read_to_string(&long).unwrap().contains("RE["));
    // An empty file there before is replaced, and said so.
    let empty = dir.join("empty.sgf");
    std::fs::write(&empty, b"").unwrap();
    let out = table(&["--size", "5", "--playouts", "1"], &empty).output().unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("(it replaces the file that was there)"));
}

/// Runs the table with `args` and the people's `input`, to its end (exit
/// status 0 asserted); returns its standard output and the record at `sgf`.
fn table_to_the_end(args: &[&str], input: &[u8], sgf: &Path) -> (String, String) {
    let mut child = spawn_piped(&mut table(args, sgf));
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input).unwrap();
    drop(stdin);
    let out = wait_within(child, Duration::from_secs(60));
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    (stdout, std::fs::read_to_string(sgf).unwrap())
}

/// Found from outside: a person whose input ended while placing a free
/// handicap stopped the table with an error (exit status 2) instead of
/// leaving it, and `resign` was refused as a vertex there and at the
/// count. Now each ends the game as it does in play, with the record
/// written.
#[test]
fn a_person_may_leave_or_resign_while_placing_a_handicap_and_at_the_count() {
    let scratch_dir = scratch("table-leave");
    let sgf = scratch_dir.path().join("t.sgf");
    let run = |args: &[&str], input: &[u8]| table_to_the_end(args, input, &sgf);
    let free = ["--size", "9", "--seats", "1+1", "--people", "B1", "--handicap", "2", "--free-handicap"];
    let (stdout, record) = run(&free, b"");
    assert!(stdout.contains("B1 left the table: W+F"), "{stdout}");
    // An empty line asks again, as at the move prompt (found from outside:
    // it was "free handicap needs 2 stones, got 0").
    let (stdout, _) = run(&free, b"\n \nresign\n");
    assert!(!stdout.contains("needs 2 stones"), "{stdout}");
    assert_eq!(stdout.matches("places 2 handicap stones").count(), 3, "{stdout}");
    assert!(record.contains("RE[W+F]") && !record.contains(";B["), "{record}");
    // A line over 1 MiB is refused whole (the table's memory stays small),
    // and the prompt asks again.
    let mut long = vec![b' '; 3 << 20];
    long.extend_from_slice(b"D4\nResign\n");
    let (stdout, record) = run(&free, &long);
    // Found from outside: it was answered as a placeholder word the
    // person never typed ("line-over-1-MiB" is not a vertex).
    assert!(stdout.contains("line too long (over 1 MiB): ignored; type again"), "{stdout}");
    assert!(!stdout.contains("line-over") && !stdout.contains("is not a vertex"), "{stdout}");
    assert!(stdout.contains("B1 resigns for the Black side: W+R"), "{stdout}");
    assert!(record.contains("RE[W+R]"), "{record}");
    // At the count, W1 resigns after B1 has accepted.
    let people = ["--size", "5", "--seats", "1+1", "--people", "B1,W1"];
    let (stdout, record) = run(&people, b"c3\npass\npass\naccept\nresign\n");
    assert!(stdout.contains("W1 resigns for the White side: B+R"), "{stdout}");
    assert!(!stdout.contains("is not a vertex") && !stdout.contains("agreed"), "{stdout}");
    assert!(record.contains("RE[B+R]"), "{record}");
    // A person rejects the marking: play resumes (White, the opponent of
    // the rejecter, under the preset's resume order), and the game goes on
    // to a count both accept.
    let (stdout, record) = run(&people, b"c3\npass\npass\nreject\nd4\npass\npass\n\n\n");
    assert!(stdout.contains("B1 (Black) rejects the dead stones marked (none): play resumes"), "{stdout}");
    assert!(!stdout.contains("is not a vertex"), "{stdout}");
    let game = go_core::SgfCollection::parse(record.as_bytes()).unwrap().replay(0).unwrap().game;
    assert_eq!(game.moves().len(), 6, "{record}");
    assert!(record.contains("RE["), "{record}");
}

/// Found from outside: the table looked at a person's clock only when a
/// line arrived, so a person who stopped typing kept it waiting past their
/// time for ever. Now the flag falls while the table waits, with the input
/// still open.
#[test]
fn a_persons_flag_falls_while_the_table_waits() {
    let scratch_dir = scratch("table-flag");
    let sgf = scratch_dir.path().join("t.sgf");
    let args = ["--size", "9", "--seats", "1+1", "--people", "B1", "--clock", "absolute:1500"];
    let mut child = spawn_piped(&mut table(&args, &sgf));
    // Held open, with nothing typed, until the table has ended.
    let stdin = child.stdin.take().unwrap();
    let out = wait_within(child, Duration::from_secs(60));
    drop(stdin);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("B1's flag fell: W+T"), "{stdout}");
    assert!(std::fs::read_to_string(&sgf).unwrap().contains("RE[W+T]"));

    // A free handicap is placed on Black's clock, as Black's first turn
    // (found from outside: the clocks started only after it, so a person
    // could think over the placement for ever). The prompt shows the time.
    let free = [&args[..], &["--handicap", "2", "--free-handicap"]].concat();
    let mut child = spawn_piped(&mut table(&free, &sgf));
    let stdin = child.stdin.take().unwrap();
    let out = wait_within(child, Duration::from_secs(60));
    drop(stdin);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("B1 (Black) places 2 handicap stones (time 0:01.5)"), "{stdout}");
    assert!(stdout.contains("B1's flag fell: W+T"), "{stdout}");
    let record = std::fs::read_to_string(&sgf).unwrap();
    assert!(record.contains("RE[W+T]") && !record.contains("AB["), "{record}");

    // Play resumed after a rejected count runs on the clock again (found
    // from outside: the clocks stayed stopped, and the rest of the game was
    // untimed). B1 rejects; Black, to move under the studio preset's
    // resume order, types nothing more and loses on time.
    let people = ["--size", "5", "--seats", "1+1", "--people", "B1,W1", "--clock", "absolute:1500"];
    let mut child = spawn_piped(&mut table(&people, &sgf));
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"pass\npass\nreject\n").unwrap();
    stdin.flush().unwrap();
    let out = wait_within(child, Duration::from_secs(60));
    drop(stdin);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("play resumes"), "{stdout}");
    let resumed = &stdout[stdout.find("play resumes").unwrap()..];
    assert!(resumed.contains("B1's flag fell: W+T"), "{stdout}");
}

/// Waits (up to a minute) for the record at `sgf` to hold two moves: a
/// person's first move and the computer's answer.
fn wait_for_the_answer_on_disk(sgf: &Path) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while std::fs::read(sgf)
        .ok()
        .and_then(|b| go_core::SgfCollection::parse(&b).ok())
        .map_or(0, |c| c.replay(0).map_or(0, |r| r.game.moves().len()))
        < 2
    {
        assert!(Instant::now() < deadline, "the table did not answer the first move");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Found from outside: when the record could no longer be written during
/// the game (its folder removed), the table ended with every move played
/// lost. The record now goes to standard error whole, after the error.
#[test]
fn a_record_that_cannot_be_written_goes_to_standard_error() {
    let scratch_dir = scratch("table-gone");
    let folder = scratch_dir.path().join("gone");
    std::fs::create_dir(&folder).unwrap();
    let sgf = folder.join("t.sgf");
    let mut child =
        spawn_piped(&mut table(&["--size", "9", "--people", "B1", "--seats", "1+1", "--playouts", "50"], &sgf));
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"E5\n").unwrap();
    stdin.flush().unwrap();
    wait_for_the_answer_on_disk(&sgf);
    std::fs::remove_dir_all(&folder).unwrap();
    stdin.write_all(b"D4\n").unwrap();
    drop(stdin);
    let out = wait_within(child, Duration::from_secs(60));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let (error, record) = stderr.split_once('\n').unwrap();
    assert!(error.starts_with("error: could not write") && error.ends_with("the record so far follows"), "{error}");
    let game = go_core::SgfCollection::parse(record.as_bytes()).unwrap().replay(0).unwrap().game;
    assert_eq!(game.moves().len(), 3, "{record}");
    assert_eq!(game.moves()[2].mv, go_core::Move::parse_vertex("D4", go_core::BoardSize::NINE).unwrap());
}

/// Found from outside: `replay` dropped the parse's repairs (a file cut
/// short was counted as finished with `warnings=0`), counted a replay that
/// `--max-moves` stopped as a final position, and wrote a record's
/// escape sequences raw to the terminal.
#[test]
fn replay_reports_repairs_stops_and_escapes_control_characters() {
    let scratch_dir = scratch("repairs");
    let dir = scratch_dir.path();
    let run = |args: &[&str], name: &str, text: &[u8]| {
        std::fs::write(dir.join(name), text).unwrap();
        let out = Command::new(example("replay")).args(args).arg(dir.join(name)).output().unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    // Two games in a file, the second cut short: its repairs are its own.
    let (code, stdout, stderr) = run(&[], "cut.sgf", b"(;SZ[9]KM[6.5];B[ee];W[cc])\n(;SZ[9]KM[6.5];B[ee];W[cc");
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.contains("cut.sgf#0: 9x9 rules=(none:japanese) komi=6.5 moves=2 irregularities=none warnings=0 "));
    assert!(stdout.contains("cut.sgf#1: 9x9 rules=(none:japanese) komi=6.5 moves=2 irregularities=none warnings=2 "));
    assert!(stderr.contains("cut.sgf#1: warning: line 2, column 23: input ended inside a value"), "{stderr}");
    assert!(stderr.contains("cut.sgf#1: warning: line 2, column 26: input ended with 1 game tree(s) open"), "{stderr}");
    assert!(!stderr.contains("cut.sgf#0: warning"), "{stderr}");
    // Strict parsing keeps FF[4] deviations as warnings, shown.
    let (code, stdout, stderr) = run(&["--strict"], "twice.sgf", b"(;SZ[9]AB[dd]AB[ee];W[aa])");
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.contains(" warnings=1 "), "{stdout}");
    assert!(stderr.contains("twice.sgf#0: warning: line 1, column 14: "), "{stderr}");
    // A replay stopped before the end is not counted.
    let game = b"(;SZ[9]KM[6.5]RE[B+2.5];B[ee];W[cc];B[gg];W[cg];B[gc];W[];B[])";
    let (_, stdout, _) = run(&["--max-moves", "3"], "stop.sgf", game);
    assert!(stdout.contains(" moves=3 ") && stdout.contains(" ours=- recorded=B+2.5"), "{stdout}");
    assert!(stdout.contains("summary: files=1 parsed=1 games=1 replayed=1 failed=0 counted=0 "), "{stdout}");
    let (_, stdout, _) = run(&["--max-moves", "7"], "stop.sgf", game);
    assert!(stdout.contains(" moves=7 ") && stdout.contains("counted=1 "), "{stdout}");
    // Control characters from the record are escaped, on both streams.
    let (code, stdout, stderr) = run(&[], "evil.sgf", b"(;SZ[9]RU[\x1b[2J\x07EVIL]KM[x\ny];B[ee])");
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.contains("rules=(\\u{1b}[2J\\u{7}EVIL:japanese) komi=?(x y) moves=1 "), "{stdout}");
    assert!(!stdout.contains('\x1b') && !stderr.contains('\x1b') && !stderr.contains('\x07'), "{stderr}");
    assert_eq!(stdout.lines().count(), 2, "{stdout}");
    // A game that does not replay keeps its parse warnings, and its error
    // and the list of failures are escaped too; so is a bidirectional
    // override.
    let (code, _, stderr) = run(&[], "fail.sgf", b"(;GM[1]SZ[9\x1b]C[a]C[b];B[ee])junk");
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("fail.sgf#0: warning: line 1, column 18: property C repeated"), "{stderr}");
    assert!(stderr.contains("fail.sgf#0: replay error: line 1, column 8: SZ[9\\u{1b}]"), "{stderr}");
    assert!(stderr.contains("failed: ") && !stderr.contains('\x1b'), "{stderr}");
    let (_, stdout, _) = run(&[], "bidi.sgf", "(;SZ[9]RU[\u{202e}esenapaj];B[ee])".as_bytes());
    assert!(stdout.contains("rules=(\\u{202e}esenapaj:japanese)"), "{stdout}");
    // Line and paragraph separators and the byte-order mark too: one
    // record, one line of the report.
    let (_, stdout, _) = run(&[], "lines.sgf", "(;SZ[9]RU[a\u{2028}b\u{2029}c\u{feff}d];B[ee])".as_bytes());
    assert!(stdout.contains("rules=(a\\u{2028}b\\u{2029}c\\u{feff}d:japanese)"), "{stdout}");
}

/// Found from outside: `gtp --rules "japanese komi=3"` loaded a record
/// without `KM` at the preset's 6.5, where `replay --rules` reads it at 3.
#[test]
fn gtp_loads_a_record_without_km_at_the_komi_its_rules_give() {
    let scratch_dir = scratch("gtp-komi");
    let file = scratch_dir.path().join("nokm.sgf");
    std::fs::write(&file, b"(;SZ[9];B[ee])").unwrap();
    let komi_after_load = |rules: &str| {
        let mut child = spawn_piped(Command::new(example("gtp")).args(["--playouts", "50", "--rules", rules]));
        let mut stdin = child.stdin.take().unwrap();
        writeln!(stdin, "loadsgf {}\ngo-core-rules\nquit", file.display()).unwrap();
        drop(stdin);
        let out = wait_within(child, Duration::from_secs(60));
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    for rules in ["japanese komi=3", "japanese KOMI=3", "japanese Komi=3"] {
        let answer = komi_after_load(rules);
        assert!(answer.contains("= japanese ") && answer.contains("komi=3"), "{rules}: {answer}");
    }
    // The preset's komi (6.5) is the rules text's default: not written.
    let answer = komi_after_load("japanese");
    assert!(answer.contains("= japanese\n"), "{answer}");
    // A record's KM still wins.
    std::fs::write(&file, b"(;SZ[9]KM[0.5];B[ee])").unwrap();
    let answer = komi_after_load("japanese komi=3");
    assert!(answer.contains("komi=0.5"), "{answer}");
}
