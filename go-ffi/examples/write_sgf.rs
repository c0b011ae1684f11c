//! Writes what go-core's SGF writers make of a record, for the C tests to
//! compare with what the C ABI writes (`go-ffi/tests/c/test_sgf.c`): the
//! file read leniently and written back (`SgfCollection::to_bytes`), and
//! its first game replayed tolerantly and written as a new record
//! (`SgfCollection::from_game`). This uses go-core directly, never the C
//! ABI.
//!
//! Usage: `cargo run -p go-ffi --example write_sgf -- INPUT.sgf COPY.sgf GAME.sgf`

use std::process::ExitCode;

use go_core::SgfCollection;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [input, copy, game] = args.as_slice() else {
        eprintln!("usage: write_sgf INPUT.sgf COPY.sgf GAME.sgf");
        return ExitCode::from(2);
    };
    match write(input, copy, game) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

fn write(input: &str, copy: &str, game: &str) -> Result<(), String> {
    let bytes = std::fs::read(input).map_err(|e| format!("{input}: {e}"))?;
    let collection = SgfCollection::parse(&bytes).map_err(|e| format!("{input}: {e}"))?;
    let replay = collection.replay(0).map_err(|e| format!("{input}: {e}"))?;
    std::fs::write(copy, collection.to_bytes()).map_err(|e| format!("{copy}: {e}"))?;
    std::fs::write(game, SgfCollection::from_game(&replay.game).to_bytes()).map_err(|e| format!("{game}: {e}"))
}
