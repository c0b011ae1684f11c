//! SGF parsing speed in MB/s: go-core's parser (parse + main-line
//! extraction) against sgf-parse on the validation corpora, and linear time
//! on 1, 10 and 100 MB synthetic inputs.
//!
//! Run: `cargo bench -p go-benches --bench sgf`. Without the corpora
//! (../shared/validation/corpora) only the synthetic inputs are measured.

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use go_core::SgfCollection;

fn corpus() -> Vec<Vec<u8>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/validation/corpora");
    let mut out = Vec::new();
    let mut todo: Vec<PathBuf> = vec![dir.clone()];
    while let Some(d) = todo.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else { continue };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                todo.push(p);
            } else if p.extension().is_some_and(|x| x.eq_ignore_ascii_case("sgf"))
                && let Ok(b) = std::fs::read(&p)
            {
                out.push(b);
            }
        }
    }
    if out.is_empty() {
        println!("!!! SGF corpora not found at {}: corpus benchmarks skipped !!!", dir.display());
    }
    out
}

/// Parses and walks the main line of every game: the work a replay needs
/// before it touches the board.
fn ours(files: &[Vec<u8>]) -> usize {
    let mut n = 0;
    for f in files {
        if let Ok(c) = SgfCollection::parse(f) {
            for g in c.games() {
                for node in g.main_line() {
                    n += node.get("B").or_else(|| node.get("W")).map_or(0, |p| p.raw().len() + 1);
                }
            }
        }
    }
    n
}

fn theirs(files: &[String]) -> usize {
    let mut n = 0;
    for f in files {
        if let Ok(trees) = sgf_parse::parse(f) {
            for t in &trees {
                if let Ok(root) = t.as_go_node() {
                    n += root.main_variation().filter(|node| node.get_move().is_some()).count();
                }
            }
        }
    }
    n
}

/// A synthetic collection of about `bytes` bytes: 300-move games with
/// comments and a variation each.
fn synthetic(bytes: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes + 4096);
    let mut game = String::from("(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[6.5]RU[Japanese]PB[Black]PW[White]RE[W+0.5]\n");
    for i in 0..300u32 {
        let a = char::from(b'a' + u8::try_from(i % 19).unwrap_or(0));
        let b = char::from(b'a' + u8::try_from((i * 7) % 19).unwrap_or(0));
        game.push_str(&format!(";B[{a}{b}]BL[{}];W[{b}{a}]WL[{}]", 1800 - i, 1790 - i));
        if i % 50 == 0 {
            game.push_str("C[a comment with \\] escaped]\n");
        }
        if i == 150 {
            game.push_str("(;B[aa];W[bb])(;B[cc]");
        }
    }
    game.push_str("))\n");
    while out.len() < bytes {
        out.extend_from_slice(game.as_bytes());
    }
    out
}

fn bench(c: &mut Criterion) {
    let files = corpus();
    if !files.is_empty() {
        let total: usize = files.iter().map(Vec::len).sum();
        let texts: Vec<String> = files.iter().map(|f| String::from_utf8_lossy(f).into_owned()).collect();
        let mut g = c.benchmark_group("sgf-corpus");
        g.throughput(Throughput::Bytes(u64::try_from(total).unwrap_or(u64::MAX)));
        g.sample_size(10).measurement_time(Duration::from_secs(5));
        g.bench_function("go-core parse+main-line", |b| b.iter(|| black_box(ours(black_box(&files)))));
        g.bench_function("sgf-parse parse+main-line", |b| b.iter(|| black_box(theirs(black_box(&texts)))));
        g.finish();
    }
    let mut g = c.benchmark_group("sgf-synthetic");
    g.sample_size(10).measurement_time(Duration::from_secs(5));
    for mb in [1usize, 10, 100] {
        let data = synthetic(mb * 1024 * 1024);
        g.throughput(Throughput::Bytes(u64::try_from(data.len()).unwrap_or(u64::MAX)));
        g.bench_function(format!("go-core parse {mb} MB"), |b| {
            b.iter(|| black_box(ours(std::slice::from_ref(black_box(&data)))))
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
