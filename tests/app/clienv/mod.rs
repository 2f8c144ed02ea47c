//! Running the real `gunbai` binary in a private data dir (shared by the CLI test files).
#![allow(dead_code, clippy::disallowed_methods)]

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::Value;

pub struct Env {
    pub home: tempfile::TempDir,
}

impl Env {
    pub fn new() -> Self {
        Self {
            home: tempfile::tempdir().unwrap(),
        }
    }
    /// Runs the binary; the language comes from `--lang` only (the environment's locale is cleared, so
    /// the tests read English by default whatever the machine's locale).
    pub fn run(&self, args: &[&str]) -> Output {
        self.run_with_env(args, &[])
    }
    /// [`Self::run`] with locale variables (`LANG`, `LC_ALL`, `LC_MESSAGES`) set as given.
    pub fn run_with_env(&self, args: &[&str], vars: &[(&str, &str)]) -> Output {
        let mut c = Command::new(env!("CARGO_BIN_EXE_gunbai"));
        c.args(args)
            .env("GUNBAI_HOME", self.home.path())
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG");
        for (k, v) in vars {
            c.env(k, v);
        }
        c.output().unwrap()
    }
    pub fn ok(&self, args: &[&str]) -> String {
        let o = self.run(args);
        assert!(
            o.status.success(),
            "{args:?} failed: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        String::from_utf8(o.stdout).unwrap()
    }
    pub fn json(&self, args: &[&str]) -> Value {
        serde_json::from_str(&self.ok(args)).unwrap()
    }
    /// Runs a command that must fail with exit 2 and one error line; returns that line.
    pub fn err(&self, args: &[&str]) -> String {
        let o = self.run(args);
        assert_eq!(
            o.status.code(),
            Some(2),
            "{args:?} should exit 2; stdout {}",
            String::from_utf8_lossy(&o.stdout)
        );
        let e = String::from_utf8(o.stderr).unwrap();
        assert!(e.starts_with("error:") || e.contains("error:"), "{e}");
        e
    }
    pub fn path(&self, name: &str) -> PathBuf {
        self.home.path().join(name)
    }
}
