use gunbai_rules::core::commit::*;

#[test]
fn a_commitment_changes_with_the_entry_and_the_salt() {
    let a = commitment("s1", "bid=3");
    assert_eq!(a.len(), 64);
    assert_eq!(a, commitment("s1", "bid=3"));
    assert_ne!(a, commitment("s1", "bid=4"));
    assert_ne!(a, commitment("s2", "bid=3"));
    assert_eq!(short(&a).len(), 9);
}
