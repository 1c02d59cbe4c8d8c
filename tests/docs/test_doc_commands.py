#!/usr/bin/env python3
"""Unit test of the doc-test machinery (doc_commands.py) on a small made-up repository: a
documented command with no entry, an entry the docs dropped, a script nothing runs and a
broken command must each be caught; a working command must pass."""
import os
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import doc_commands as dc  # noqa: E402

README = """# demo
```sh
scripts/ok.sh --count 3          # works
scripts/broken.sh                # exits 3
build/demo_tool --fast \\
    --flag                       # continued line
tpb gen --seed 1 -o s.bin
```
Inline: `scripts/ok.sh --count 3`, the program `tpb_lockstep`, a file `build/out.bit`.
```json
{"scripts/not_a_command": 1}
```
```
 diagram: scripts/inside-a-diagram --x
```
"""

TABLE = """
[[command]]
doc = "scripts/ok.sh --count 3"
run = "{doc}"
grep = "^counted 3$"

[[command]]
doc = "scripts/broken.sh"
run = "{doc}"

[[command]]
doc = "build/demo_tool --fast --flag"
exempt = "demo"

[[command]]
doc = "scripts/gone.sh"
run = "{doc}"
"""


class DocCommandsTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.src = Path(self.tmp.name) / "repo"
        (self.src / "scripts").mkdir(parents=True)
        (self.src / "README.md").write_text(README)
        for name, body in (("ok.sh", 'echo "counted $2"'), ("broken.sh", "exit 3"), ("unused.sh", "true"),
                           ("gone.sh", "true")):
            p = self.src / "scripts" / name
            p.write_text("#!/bin/sh\n" + body + "\n")
            p.chmod(0o755)
        (self.src / "table.toml").write_text(TABLE)
        self.build = Path(self.tmp.name) / "build"
        self.build.mkdir()
        self.table = dc.load_table(self.src / "table.toml")

    def tearDown(self):
        self.tmp.cleanup()

    def test_extraction(self):
        found = [f.command for f in dc.extract(self.src)]
        self.assertIn("scripts/ok.sh --count 3", found)  # block line, comment dropped
        self.assertIn("build/demo_tool --fast --flag", found)  # continuation joined
        self.assertIn("tpb_lockstep", found)  # inline mention
        self.assertNotIn("scripts/not_a_command", " ".join(found))  # json block skipped
        self.assertTrue(all("inside-a-diagram" not in f for f in found))  # not a program
        self.assertTrue(dc.is_mention("tpb_lockstep"))
        self.assertTrue(dc.is_file_path("build/out.bit"))

    def test_check_catches_unlisted_stale_and_unrun(self):
        problems = "\n".join(dc.check(self.src, self.table))
        # documented, no entry
        self.assertIn("no entry in tests/docs/commands.toml: tpb gen --seed 1 -o s.bin", problems)
        # an entry the docs no longer show
        self.assertIn("entry no longer in any doc: scripts/gone.sh", problems)
        # an entry point no documented command runs
        self.assertIn("scripts/unused.sh: no documented command runs this entry point", problems)
        # a program named in prose that nothing runs
        self.assertIn("runs `tpb_lockstep`", problems)
        # ... and nothing about what is fine
        self.assertNotIn("ok.sh:", problems)

    def test_a_broken_command_fails_and_a_working_one_passes(self):
        self.assertEqual(dc.run_entry(self.src, self.build, "scripts/broken.sh", self.table["scripts/broken.sh"]), 1)
        ok = "scripts/ok.sh --count 3"
        self.assertEqual(dc.run_entry(self.src, self.build, ok, self.table[ok]), 0)

    def test_output_must_match(self):
        entry = dict(self.table["scripts/ok.sh --count 3"], grep="^counted 4$")
        self.assertEqual(dc.run_entry(self.src, self.build, "scripts/ok.sh --count 3", entry), 1)

    def test_expected_exit_status(self):
        entry = dict(self.table["scripts/broken.sh"], expect=3)
        self.assertEqual(dc.run_entry(self.src, self.build, "scripts/broken.sh", entry), 0)

    def test_the_real_table_loads(self):
        here = Path(__file__).resolve().parent
        table = dc.load_table(here / "commands.toml")
        self.assertIn("scripts/run_main.sh", table)
        self.assertTrue(all(os.path.basename(k) for k in table))


if __name__ == "__main__":
    unittest.main(verbosity=2)
