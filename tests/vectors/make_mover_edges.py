#!/usr/bin/env python3
"""Writes tests/vectors/mover_edges.s: SB2SB (0xBF) words at the edges of the mover's range
checks and rows whose two sides end at different places (S000 section 5).

  python3 tests/vectors/make_mover_edges.py > tests/vectors/mover_edges.s
  python3 tests/vectors/make_mover_edges.py --check tests/vectors/mover_edges.s   # exit 1 if stale

A CTest runs the --check form, and
tests/unit/test_vectors.cpp runs every word through tpb::SystemModel and holds the mover's
verdict to the `mover CODE` comment (OK where none is given). The verdicts here come from
the range rule alone, computed below from the pattern (every index the walk reaches must lie
in partitions 0..127 and bytes 0..4095 of the sim geometry), not from the model.
"""
import sys

PARTITIONS, PART_BYTES = 128, 4096
MAX_BYTES_PER_PARTITION = 0x400  # S000 section 5 (and S004): MaxBytesPerPartition
DTYPES = (("u8", 1), ("i16", 2), ("fp32", 4))
FIT = {1: 16, 2: 8, 4: 4}  # elements of a contiguous row inside one 16-byte window


def addr(p, o):
    return (p << 18) | o


def side(prefix, dt, p, o, dims):
    (s0, n0), (s1, n1), (s2, n2) = dims
    return (f"{prefix}_dtype={dt} {prefix}_addr=0x{addr(p, o):08x} {prefix}_step0={s0} {prefix}_num0={n0} "
            f"{prefix}_step1={s1} {prefix}_num1={n1} {prefix}_step2={s2} {prefix}_num2={n2}")


def extent(eb, p, o, dims):
    """Partition min/max and byte offset min / one past the end, the walk's extremes."""
    (s0, n0), (s1, n1), (s2, n2) = dims
    r0, r1, r2 = (n0 - 1) * s0, (n1 - 1) * s1, (n2 - 1) * s2
    return (p + min(0, r0), p + max(0, r0),
            o + eb * (min(0, r1) + min(0, r2)), o + eb * (max(0, r1) + max(0, r2)) + eb)


def verdict(name, eb, p, o, dims):
    pmin, pmax, omin, oend = extent(eb, p, o, dims)
    if pmin < 0 or pmax > PARTITIONS - 1:
        return f"SB2SB_{name}_PARTITION_RANGE"
    if omin < 0 or oend > PART_BYTES:
        return f"SB2SB_{name}_OFFSET_RANGE"
    return "OK"


def bytes_per_partition(eb, dims):
    """Bytes the pattern moves in its busiest partition, the quantity of the MaxBytesPerPartition
    ceiling (S000 section 5: 0x400): every element when step0 is 0 (all partition iterations
    land on one partition), else one partition iteration's num1 * num2 elements."""
    (s0, n0), (_, n1), (_, n2) = dims
    return eb * n1 * n2 * (n0 if s0 == 0 else 1)


def word(dt, eb, src, dst, comment):
    """src, dst: (partition, offset, dims). The first failing check in the mover's order
    (count, bytes per partition, then the ranges) names it."""
    if count(src[2]) != count(dst[2]):
        v = "SB2SB_COUNT_MISMATCH"
    elif max(bytes_per_partition(eb, src[2]), bytes_per_partition(eb, dst[2])) > MAX_BYTES_PER_PARTITION:
        v = "SB2SB_TOO_MANY_BYTES"
    else:
        v = verdict("SRC", eb, *src)
    if v == "OK":
        v = verdict("DST", eb, *dst)
    tag = "" if v == "OK" else f"  # mover {v}"
    return [f"# {comment}",
            f"sb2sb {side('src', dt, *src)} cross_core_enable=1 peer_partition={dst[0] % PARTITIONS} "
            f"{side('dst', dt, *dst)}{tag}"]


def contiguous(p, count):
    return (p, 0, ((1, 1), (count, 1), (1, count)))


def count(dims):
    return dims[0][1] * dims[1][1] * dims[2][1]


def edges():
    """Each side, each dimension, each direction: the walk ends exactly on the edge (accepted),
    then one byte or one partition past it (refused). The dimension-1 rows come with an odd
    and an even reach, so that a reach off by one in either direction crosses the edge."""
    out = ["# 1. Range edges. The named side moves; the other side is a contiguous row of the same",
           "# element count in range."]
    for dt, eb in DTYPES:
        cases = []
        # dimension 2 upwards: the last element ends on the partition's last byte
        d = ((1, 1), (7, 1), (3, 7))
        cases.append(("dim 2 up, last byte", 5, PART_BYTES - eb * 19, d, (0, +1)))
        # dimension 2 downwards: the last element starts on byte 0
        d = ((1, 1), (7, 1), (-3, 7))
        cases.append(("dim 2 down, byte 0", 6, eb * 18, d, (0, -1)))
        # dimension 1 downwards, odd and even reach (-9, -6), inner rows upwards
        for n1 in (4, 3):
            d = ((1, 1), (-3, n1), (1, 2))
            r = 3 * (n1 - 1)
            cases.append((f"dim 1 down (reach -{r}), byte 0", 7, eb * r, d, (0, -1)))
        # dimension 1 upwards, odd and even reach (15, 10)
        for n1 in (4, 3):
            d = ((1, 1), (5, n1), (1, 2))
            r = 5 * (n1 - 1)
            cases.append((f"dim 1 up (reach {r}), last byte", 8, PART_BYTES - eb * (r + 2), d, (0, +1)))
        # dimensions 1 and 2 both downwards
        d = ((1, 1), (-5, 3), (-1, 4))
        cases.append(("dims 1 and 2 down, byte 0", 9, eb * 13, d, (0, -1)))
        # dimension 0 (partitions) up to the last partition and down to partition 0
        d = ((3, 4), (8, 1), (1, 8))
        cases.append(("dim 0 up, last partition", PARTITIONS - 1 - 9, 16, d, (+1, 0)))
        d = ((-3, 4), (8, 1), (1, 8))
        cases.append(("dim 0 down, partition 0", 9, 16, d, (-1, 0)))
        d = ((0, 4), (8, 1), (1, 8))
        cases.append(("dim 0 step 0 on the last partition", PARTITIONS - 1, PART_BYTES - 8 * eb, d, (+1, 0)))
        for name, p, o, d, (dp, do) in cases:
            for past in (False, True):
                pp, oo = (p + dp, o + do) if past else (p, o)
                if not 0 <= pp < PARTITIONS or not 0 <= oo < PART_BYTES:
                    continue  # the start itself must be an ADDR4 the field holds
                pat = (pp, oo, d)
                other = contiguous(64, count(d))
                where = "one past" if past else "exactly"
                out += word(dt, eb, pat, other, f"{dt} src {name}: {where}")
                out += word(dt, eb, other, pat, f"{dt} dst {name}: {where}")
    return out


def split_rows():
    """One side a single long row, the other the same elements in two rows of m: beats end
    where the short rows end, in the middle of the long row, so every beat size 1..fit jumps
    inside a row, upwards and downwards on either side."""
    out = ["# 2. Beats cut by the other side's row end: a row of 2m elements against two rows of m,",
           "# m = 1 .. the elements of one window, each side long in turn, each row upwards or",
           "# downwards. Every word is legal and copied."]
    part = 0
    for dt, eb in DTYPES:
        for m in range(1, FIT[eb] + 1):
            for long_down in (False, True):
                for short_down in (False, True):
                    s2l = -1 if long_down else 1
                    s2s = -1 if short_down else 1
                    # a downward row starts on its highest element
                    o_long = 40 * eb + (eb * (2 * m - 1) if long_down else 0) + (m % 5)
                    o_short = 24 * eb + (eb * (m - 1) if short_down else 0) + (m % 3)
                    long_pat = (1, 1), (2 * m, 1), (s2l, 2 * m)
                    short_pat = (1, 1), (m, 2), (s2s, m)
                    for long_on_src in (True, False):
                        p_long, p_short = part % PARTITIONS, (part + 1) % PARTITIONS
                        part += 2
                        lp = (p_long, o_long, long_pat)
                        sp = (p_short, o_short, short_pat)
                        src, dst = (lp, sp) if long_on_src else (sp, lp)
                        what = (f"{dt} m={m}: src {'1 row' if long_on_src else '2 rows'} "
                                f"{'down' if (long_down if long_on_src else short_down) else 'up'}, "
                                f"dst {'2 rows' if long_on_src else '1 row'} "
                                f"{'down' if (short_down if long_on_src else long_down) else 'up'}")
                        out += word(dt, eb, src, dst, what)
    return out


def far_extents():
    """Two elements 2^k bytes apart (k = 12 .. 17, as far as a 16-bit step reaches), through
    dimension 1 or 2, upwards from byte 0 or downwards from the last element, each element
    size, each side: the extent's high bits, scaled by the element size, decide the verdict,
    so a range compare or a scaling that misreads one of them lets some word through."""
    out = ["# 3. Far extents: two elements 2^k bytes apart, k = 12 .. 17, dimension 1 or 2, up from",
           "# byte 0 or down from the partition's last element, each element size, each side."]
    for dt, eb in DTYPES:
        for k in range(12, 18):
            step = (1 << k) // eb
            for down in (False, True):
                if step > (1 << 15) or (not down and step > (1 << 15) - 1):
                    continue  # a step is a signed 16-bit field
                for dim in (1, 2):
                    s = -step if down else step
                    d = ((1, 1), (s, 2), (1, 1)) if dim == 1 else ((1, 1), (1, 1), (s, 2))
                    o = PART_BYTES - eb if down else 0
                    pat = (3, o, d)
                    other = contiguous(64, 2)
                    what = f"dim {dim} {'down' if down else 'up'} 2^{k} bytes"
                    out += word(dt, eb, pat, other, f"{dt} src {what}")
                    out += word(dt, eb, other, pat, f"{dt} dst {what}")
    return out


def field_bits():
    """Each bit of the fields the checks read before the ranges, set alone. Counts: num0, num1
    or num2 = 2^k (k = 0 .. 15) on both sides, the rest 1, so the element counts agree and the
    word reaches the bytes-per-partition check (dims 1 and 2: 2^k * eb bytes in one partition)
    or the partition range (dim 0): a count multiplier that drops one bit of one side's count
    turns either verdict into SB2SB_COUNT_MISMATCH. Step0: 2^k (k = 15: -2^15) with two
    partition iterations of 1024 bytes each, on each side: only a step0 of exactly 0 puts both
    on one partition (2048 bytes, over the ceiling), so a zero test that misses one bit of
    step0 refuses a word the rule accepts, or names the bytes instead of the partition range."""
    out = ["# 4. Bits of the counts and of step0, one at a time: num0, num1 or num2 = 2^k on both sides",
           "# (k = 0 .. 15); step0 = 2^k (2^15: -32768) with two partition iterations of 1024 bytes, on",
           "# each side, against the same pattern with step0 = 1."]
    for dt, eb in DTYPES:
        for dim in range(3):
            for k in range(16):
                dims = [(1, 1), (1, 1), (1, 1)]
                dims[dim] = (1, 1 << k)
                pat = (0, 0, tuple(dims))
                out += word(dt, eb, pat, pat, f"{dt} num{dim} = 2^{k} on both sides")
    for dt, eb in DTYPES:
        row = 1024 // eb
        for k in range(16):
            s0 = -(1 << 15) if k == 15 else 1 << k
            pat = (64 if k == 15 else 0, 0, ((s0, 2), (1, 1), (1, row)))
            other = (0, 0, ((1, 2), (1, 1), (1, row)))
            out += word(dt, eb, pat, other, f"{dt} src step0 = {s0}, 2 x {row} elements")
            out += word(dt, eb, other, pat, f"{dt} dst step0 = {s0}, 2 x {row} elements")
    return out


def zero_step_rows():
    """Rows whose inner step is 0 (every element of the row is the same element), a whole window
    and a window and a half long, on each side against a contiguous row: on the source every
    slot of a beat reads one lane, so each slot's lane offset (slot * 0) must be 0."""
    out = ["# 5. Inner step 0: a row of one element read or written fit and 1.5 fit times, each side,",
           "# each element size, against a contiguous row of the same count."]
    for dt, eb in DTYPES:
        for n in (FIT[eb], FIT[eb] + FIT[eb] // 2):
            still = (5, 8 * eb, ((1, 1), (1, 1), (0, n)))
            other = (9, 4 * eb, ((1, 1), (n, 1), (1, n)))
            out += word(dt, eb, still, other, f"{dt} src step2 = 0, {n} elements")
            out += word(dt, eb, other, still, f"{dt} dst step2 = 0, {n} elements")
    return out


def main():
    if len(sys.argv) not in (1, 3) or (len(sys.argv) == 3 and sys.argv[1] != "--check"):
        sys.exit("usage: make_mover_edges.py [--check FILE]")
    head = [
        "# SB2SB (0xBF, S000 section 5) at the edges of the mover: the range checks (every index of",
        "# the walk in partitions 0..127 and bytes 0..4095) hit exactly and missed by one, on each",
        "# side, each dimension and each direction; and beats cut short in the middle of a row by",
        "# the other side's row end. Written by tests/vectors/make_mover_edges.py (a CTest checks",
        "# the file is what it writes); `mover CODE` names the mover's verdict, computed there from",
        "# the range rule, and tests/unit/test_vectors.cpp holds the model to it. Addresses:",
        "# partition << 18 | byte offset; the destination is the peer core's SBUF. The mutation",
        "# campaign (docs/robustness.md) found extent and jump-table mutants no stream reached,",
        "# and, later, extents whose high bits (scaled by the element size) no word set, and",
        "# count and step0 bits and zero-step rows no word had (sections 4 and 5).",
    ]
    text = "\n".join(head + edges() + split_rows() + far_extents() + field_bits() + zero_step_rows()) + "\n"
    if len(sys.argv) == 3:
        with open(sys.argv[2]) as f:
            if f.read() != text:
                sys.exit(f"{sys.argv[2]} differs from what make_mover_edges.py writes: write it again")
        print(f"{sys.argv[2]} is what make_mover_edges.py writes")
        return
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
