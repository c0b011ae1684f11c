//! Gives the shared library a versioned soname on Linux, so that programs
//! linked against an installed `libgo_core.so` (see `install.sh`) record
//! the ABI version they need: `libgo_core.so.MAJOR`, or
//! `libgo_core.so.0.MINOR` while the major version is 0 (in 0.x releases
//! the minor version is the one that breaks compatibility).

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if os != "linux" {
        return;
    }
    let major = std::env::var("CARGO_PKG_VERSION_MAJOR").unwrap_or_default();
    let minor = std::env::var("CARGO_PKG_VERSION_MINOR").unwrap_or_default();
    let abi = if major == "0" { format!("0.{minor}") } else { major };
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libgo_core.so.{abi}");
}
