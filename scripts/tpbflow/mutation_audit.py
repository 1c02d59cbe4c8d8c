"""The mutation audit (`scripts/mutation.py audit`, run by `scripts/proof.py audit` in the test
command): a sample of the proof record's mutation part measured again, so a record cannot be
carried forward unmeasured (docs/robustness.md, "The audit").

From the salt (the commit by default) it chooses one target (system or board; each commit its
own), `--pick` of that target's killed mutants, and one of the record's proven equivalences.
It synthesizes the target's design now, applies only the sampled mutations behind mutsel
(their numbers 1..n here), builds the harness, and runs the control (mutant 0) and each
sampled mutant on the stimulus the record says killed it: the control must pass it, the mutant
must fail it. The sampled equivalence is proven again on today's design, without the cache.
A design whose hash differs from the record's is audited all the same (a mutation whose cell
is gone cannot be applied: that fails the audit, with the advice to measure again).

Exit status: 0 every sampled mutant killed again, the control passing, the proof holding;
1 otherwise; 2 a record without a mutation part, or a build failure.
"""
import hashlib
import json
import pathlib
import shlex
import subprocess
import time


def chosen(items, salt, n, key=str):
    return sorted(items, key=lambda x: hashlib.sha256(f"{salt} {key(x)}".encode()).hexdigest())[:n]


def audit(a, mut):
    """`mut` is scripts/mutation.py's module (its targets, stimuli and build helpers)."""
    rec_path = pathlib.Path(a.record)
    rec = json.loads(rec_path.read_text()) if rec_path.exists() else {}
    part = rec.get("parts", {}).get("mutation")
    if not part:
        mut.fail(f"{rec_path}: no mutation part (scripts/proof.py measure --part mutation)")
    salt = a.salt or subprocess.run(["git", "rev-parse", "HEAD"], cwd=mut.ROOT, capture_output=True,
                                    text=True).stdout.strip() or "none"
    names = a.target or chosen(sorted(part["targets"]), salt, 1)
    status = 0
    for name in names:
        status |= audit_target(a, mut, part, name, salt)
    status |= audit_equivalence(a, mut, part, salt)
    print("mutation: audit PASS" if status == 0 else "mutation: audit FAIL", flush=True)
    return status


def audit_target(a, mut, part, name, salt):
    t = mut.Target(name, a.build)
    killed = [e for e in part["targets"][name]["list"] if e["verdict"] == "killed"]
    sample = chosen(killed, salt, a.pick, key=lambda e: e["mutation"])
    out = pathlib.Path(a.out) / name
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.monotonic()
    params = t.params
    try:
        il = mut.mutants.coarse_design(t.top, t.core, params, out / "design.il", out / "synth.log", t.keep)
    except mut.tools.FlowError as e:
        mut.fail(f"audit {name}: {e}")
    if mut.mutants.design_hash(il) != part["targets"][name]["design_sha256"]:
        print(f"mutation: audit {name}: NOTE: the design differs from the one the record measured", flush=True)
    width = mut.mutants.mutsel_width(len(sample))
    muts = [dict(mut.mutants.parse_mutation(mut.mutants.with_ctrl(e["mutation"], width, k)), id=k)
            for k, e in enumerate(sample, 1)]
    netlist = out / f"{t.top}_mut.v"
    try:
        mut.mutants.apply(il, muts, width, netlist, out, out / "apply.log")
    except (mut.tools.FlowError, ValueError) as e:
        print(f"mutation: FAIL: audit {name}: a recorded mutation no longer applies ({e}); measure again: "
              f"scripts/proof.py measure --part mutation")
        return 1
    build = pathlib.Path(a.build).resolve()
    try:
        mut.tools.cmake_build(build, [t.harness], t.defines(netlist, width), log=out / "build.log")
    except mut.tools.FlowError as e:
        mut.fail(f"audit {name}: {e}")
    finally:
        subprocess.run(["cmake", "-S", str(mut.ROOT), "-B", str(build)] + [f"-D{k}={v}" for k, v in t.cleared().items()],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    harness = out / t.harness
    harness.write_bytes((t.harness_dir / t.harness).read_bytes())
    harness.chmod(0o755)
    print(f"mutation: audit {name}: {len(sample)} recorded kills on a netlist built in {time.monotonic() - t0:.0f} s",
          flush=True)
    status = 0
    for k, e in enumerate(sample, 1):
        stim = dict(mut.stimuli(t, e["stage"], build, out))
        if e["killed_by"] not in stim:
            print(f"mutation: FAIL: audit {name}: stimulus '{e['killed_by']}' of the record is no stage "
                  f"'{e['stage']}' stimulus now")
            status = 1
            continue
        cmd = stim[e["killed_by"]]
        for kk, want_pass in ((0, True), (k, False)):
            argv, _ = mut.argv_of(cmd, harness, kk, out / f"m{kk}.json")
            try:
                p = subprocess.run(argv, capture_output=True, text=True, timeout=mut.TIMEOUT[name][e['stage']])
                ok = p.returncode == 0
            except subprocess.TimeoutExpired:
                ok = False
            what = "the control" if kk == 0 else f"mutant {e['id']} ({e['mutation'][:90]})"
            if ok != want_pass:
                print(f"mutation: FAIL: audit {name}: {what} {'failed' if want_pass else 'passed'} "
                      f"'{e['killed_by']}'\n    rerun: {' '.join(shlex.quote(x) for x in argv)}")
                status = 1
            elif kk:
                print(f"mutation: audit {name}: mutant {e['id']} killed again by '{e['killed_by']}'", flush=True)
    return status


def audit_equivalence(a, mut, part, salt):
    import mutation_equiv
    proven = [(n, e) for n, t in sorted(part["targets"].items()) for e in t["list"]
              if e["verdict"] == "equivalent" and e.get("equivalence", {}).get("verdict") == "equivalent"]
    if not proven:
        print("mutation: audit: the record has no proven equivalence to check again")
        return 0
    # the quick ones (a CI budget), if any: each is still a full proof on today's design
    quick = [(n, e) for n, e in proven if e["equivalence"].get("seconds", 0) <= 120] or proven
    name, e = chosen(quick, salt, 1, key=lambda ne: ne[1]["mutation"])[0]
    out = pathlib.Path(a.out) / name
    il = out / "design.il"
    if not il.exists():
        t = mut.Target(name, a.build)
        out.mkdir(parents=True, exist_ok=True)
        mut.mutants.coarse_design(t.top, t.core, t.params, il, out / "synth.log", t.keep)
    r = mutation_equiv.check(il, e["mutation"], timeout=600, work=out / "equiv")
    if r["verdict"] != "equivalent":
        print(f"mutation: FAIL: audit {name}: mutant {e['id']} recorded equivalent, now {r['verdict']}: {r['detail']}")
        return 1
    print(f"mutation: audit {name}: mutant {e['id']} proven equivalent again ({r['seconds']:.0f} s)")
    return 0
