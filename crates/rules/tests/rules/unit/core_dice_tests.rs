// The tested module's own imports, which its tests saw through `use super::*` when they lived in it
// (issue 23: the unit tests moved out of the library). Glob-imported, so the tests' own imports win.
#[allow(unused_imports)]
mod tested_imports {
    pub(super) use gunbai_rules::core::rules::RuleError;
    pub(super) use rand::SeedableRng;
    pub(super) use rand_chacha::ChaCha8Rng;
    pub(super) use serde::{Deserialize, Serialize};
    pub(super) use std::collections::VecDeque;
}
use tested_imports::*;

use gunbai_rules::core::dice::*;

#[test]
fn seeded_stream_is_value_stable() {
    // Known answer from tech-notes §5: the raw ChaCha8 stream for seed 1600 starts
    // 4234944d d599fc11 aa09a76e 9bf48d04 in every rand version. Top 3 bits: 2, 6 (rejected), 5, 4.
    use rand::Rng;
    let mut raw = ChaCha8Rng::seed_from_u64(1600);
    let words: Vec<u32> = (0..4).map(|_| raw.next_u32()).collect();
    assert_eq!(words, vec![0x4234944d, 0xd599fc11, 0xaa09a76e, 0x9bf48d04]);
    let mut d = SeededDice::new(1600);
    let faces: Vec<u8> = (0..3).map(|_| d.d6().unwrap()).collect();
    assert_eq!(faces, vec![3, 6, 5]);
}

#[test]
fn epochs_number_dice_globally() {
    let mut e = SeededDice::epoch(5, 10, 12);
    let d = e.draw();
    assert_eq!(d.app, Some(12));
    assert_eq!(d.face, SeededDice::face_at(5, 2));
    assert_eq!(SeededDice::face_in_epoch(5, 10, 12), d.face);
}

#[test]
fn face_at_matches_stream() {
    let mut d = SeededDice::new(77);
    for i in 0..50 {
        assert_eq!(d.draw().face, SeededDice::face_at(77, i));
    }
}

#[test]
fn faces_are_roughly_uniform() {
    let mut d = SeededDice::new(9);
    let mut counts = [0u32; 6];
    for _ in 0..60_000 {
        counts[(d.d6().unwrap() - 1) as usize] += 1;
    }
    for c in counts {
        assert!((9_000..11_000).contains(&c), "{counts:?}");
    }
}

#[test]
fn resume_jumps_to_the_same_dice_as_drawing() {
    let mut d = SeededDice::new(1600);
    for _ in 0..37 {
        d.draw();
    }
    let (next, word) = (d.next_index(), d.word_pos());
    assert!(
        word > next,
        "rejections use extra words: {word} words for {next} dice"
    );
    let mut r = SeededDice::resume(1600, next, word);
    for _ in 0..20 {
        assert_eq!(r.draw(), d.draw());
    }
}

#[test]
fn replay_refuses_faces_outside_the_die() {
    for bad in [0u8, 7, 255] {
        let recs = [DieRecord::physical(bad)];
        assert!(ReplayDice::new(&recs).d6().is_err(), "face {bad}");
    }
    let ok = [DieRecord::physical(6)];
    assert_eq!(ReplayDice::new(&ok).d6().unwrap(), 6);
}

#[test]
fn manual_rejects_bad_faces() {
    assert!(ManualDice::new([7]).is_err());
    assert!(ManualDice::new([0]).is_err());
    let mut m = ManualDice::new([3]).unwrap();
    assert_eq!(m.d6().unwrap(), 3);
    assert!(m.d6().is_err());
}

#[test]
fn table_dice_uses_typed_faces_first_then_stream() {
    let mut s = SeededDice::new(1600);
    let mut t = TableDice::new(&[5], Some(&mut s)).unwrap();
    assert_eq!(t.d6().unwrap(), 5);
    assert_eq!(t.d6().unwrap(), 3);
    assert_eq!(
        t.records,
        vec![DieRecord::physical(5), DieRecord::app(3, 0)]
    );
}

#[test]
fn point_7_kept_faces_come_after_typed_faces_and_before_the_stream() {
    let mut s = SeededDice::new(1600);
    let mut t = TableDice::with_kept(&[2], [(7, 6), (9, 1)], Some(&mut s)).unwrap();
    let faces: Vec<u8> = (0..4).map(|_| t.d6().unwrap()).collect();
    assert_eq!(faces, vec![2, 6, 1, 3]);
    let (recs, kept) = t.finish_counted().unwrap();
    assert_eq!(kept, 2);
    assert_eq!(
        recs,
        vec![
            DieRecord::physical(2),
            DieRecord::kept(6, 7),
            DieRecord::kept(1, 9),
            DieRecord::app(3, 0)
        ]
    );
    // Physical dice only: kept faces are not used.
    let mut t = TableDice::with_kept(&[4], [(7, 6)], None).unwrap();
    assert_eq!(t.d6().unwrap(), 4);
    assert!(t.d6().is_err());
    assert_eq!(t.finish_counted().unwrap().1, 0);
}

#[test]
fn point_7_a_die_without_kept_serialises_as_before() {
    let d = DieRecord::app(4, 12);
    assert_eq!(serde_json::to_string(&d).unwrap(), r#"{"face":4,"app":12}"#);
    let k: DieRecord = serde_json::from_str(r#"{"face":4,"kept":12}"#).unwrap();
    assert_eq!(k, DieRecord::kept(4, 12));
    let old: DieRecord = serde_json::from_str(r#"{"face":2}"#).unwrap();
    assert_eq!(old, DieRecord::physical(2));
}

#[test]
fn table_dice_without_stream_runs_out() {
    let mut t = TableDice::new(&[1], None).unwrap();
    t.d6().unwrap();
    assert!(matches!(t.d6(), Err(RuleError::Dice(_))));
}
