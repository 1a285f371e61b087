"""Read checkrun's JUnit files with the readers CI systems and teams use, and compare counts.

Usage: python3 .ci/readers.py pass|fail JUNIT CONSOLE [pass|fail JUNIT CONSOLE ...]

For each file: what the run printed last (CONSOLE, its standard output: `N passed, M
failed`, or each app's own over several apps, and the lines before it for checks not understood and known failures) gives the
numbers; `pass` says every check must have passed, `fail` that some must have failed. The
file's own counts (the root's `tests`, `failures`, `errors` and `skipped` when it has them;
checkrun's root has none, since Ant's schema allows no attribute there, so the sums of its
suites'), and what junitparser, xunitparser and junit2html each count, must all be those
numbers; and `junit2html --report-matrix` must write its matrix. Exits 1 naming each
mismatch, 0 when every reader agrees.
"""
import os
import re
import subprocess
import sys
import tempfile
import traceback
import xml.etree.ElementTree as ElementTree

import junit2htmlreport.parser
import junitparser
import xunitparser

KINDS = ("tests", "failures", "errors", "skipped")


def console_counts(path):
    """The counts the run printed: tests, failures, errors (not understood), skipped (known)."""
    with open(path, encoding="utf-8") as console:
        text = console.read()
    # One app: `N passed, M failed`; several: each app's own, `'before': 3 passed, 24 failed;
    # 'claim': 7 passed, 0 failed`, never added together by checkrun, added here to match the
    # file, which holds them all.
    lines = [line for line in text.splitlines() if re.search(r"\d+ passed, \d+ failed", line)]
    if not lines:
        raise ValueError(f"{path}: no closing line 'N passed, M failed' in the run's output")
    closing = re.findall(r"(?:^|; )(?:'[^']*': )?(\d+) passed, (\d+) failed", lines[-1])
    if not closing:
        raise ValueError(f"{path}: the closing line {lines[-1]!r} is not 'N passed, M failed'")
    passed = sum(int(p) for p, _ in closing)
    failed = sum(int(f) for _, f in closing)
    errors = sum(int(n) for n in re.findall(r"^(\d+) not understood", text, re.MULTILINE))
    known = sum(int(n) for n in re.findall(r"^(\d+) known failures? accepted", text, re.MULTILINE))
    return {"tests": passed + failed + errors + known, "failures": failed, "errors": errors, "skipped": known}


def file_counts(path):
    """The file's own counts: the root's attributes where it has them, else its suites' sums."""
    root = ElementTree.parse(path).getroot()
    suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
    sums = {kind: sum(int(suite.get(kind, "0")) for suite in suites) for kind in KINDS}
    stated = {kind: int(root.get(kind)) for kind in KINDS if root.get(kind) is not None}
    return sums, stated


def junitparser_counts(path):
    counts = dict.fromkeys(KINDS, 0)
    document = junitparser.JUnitXml.fromfile(path)
    suites = [document] if isinstance(document, junitparser.TestSuite) else list(document)
    for suite in suites:
        for case in suite:
            counts["tests"] += 1
            kinds = {type(result).__name__ for result in case.result}
            counts["failures"] += "Failure" in kinds
            counts["errors"] += "Error" in kinds
            counts["skipped"] += "Skipped" in kinds
    return counts


def xunitparser_counts(path):
    with open(path, "rb") as source:
        suite, result = xunitparser.parse(source)
    return {
        "tests": len(list(suite)),
        "failures": len(result.failures),
        "errors": len(result.errors),
        "skipped": len(result.skipped),
    }


def junit2html_counts(path):
    """junit2html's counts: it calls a failure and an error both 'failed'."""
    counts = {"tests": 0, "failures": 0, "skipped": 0}
    for suite in junit2htmlreport.parser.Junit(filename=path).suites:
        for testclass in suite.classes.values():
            for case in testclass.cases:
                counts["tests"] += 1
                outcome = case.outcome()
                counts["failures"] += outcome == junit2htmlreport.parser.FAILED
                counts["skipped"] += outcome == junit2htmlreport.parser.SKIPPED
    return counts


def check(expect, path, console):
    """Every mismatch between the run's counts and what each reader counts in `path`."""
    problems = []
    wanted = console_counts(console)
    if expect == "pass" and wanted["failures"] + wanted["errors"] + wanted["skipped"]:
        problems.append(f"{console}: every check was to pass, but the run reports {wanted}")
    if expect == "fail" and wanted["failures"] == 0:
        problems.append(f"{console}: the run was to fail some checks, but it reports {wanted}")
    if wanted["tests"] == 0:
        problems.append(f"{console}: the run reports no checks at all")
    sums, stated = file_counts(path)
    readings = [("the file's suites", sums)]
    if stated:
        readings.append(("the file's root", stated))
    for name, read in (
        ("junitparser", junitparser_counts),
        ("xunitparser", xunitparser_counts),
        ("junit2html", junit2html_counts),
    ):
        try:
            readings.append((name, read(path)))
        except Exception as error:  # noqa: BLE001 - any reader's failure is the finding
            frame = traceback.extract_tb(error.__traceback__)[-1]
            where = f"{os.path.basename(frame.filename)}:{frame.lineno}: {frame.line}"
            problems.append(f"{path}: {name} could not read the file: {type(error).__name__} {error} at {where}")
    for name, counts in readings:
        expected = dict(wanted)
        if name == "junit2html":
            expected = {"tests": wanted["tests"], "failures": wanted["failures"] + wanted["errors"],
                        "skipped": wanted["skipped"]}
        for kind, number in counts.items():
            if number != expected[kind]:
                problems.append(f"{path}: {name} counts {number} {kind}; the run reported {expected[kind]}")
    with tempfile.TemporaryDirectory() as scratch:
        matrix = os.path.join(scratch, "matrix.html")
        done = subprocess.run(
            ["junit2html", "--report-matrix", matrix, path], capture_output=True, text=True, check=False)
        if done.returncode != 0 or not os.path.exists(matrix) or os.path.getsize(matrix) == 0:
            last = (done.stderr.strip().splitlines() or ["no output"])[-1]
            problems.append(f"{path}: junit2html --report-matrix failed (exit {done.returncode}): {last}")
    return wanted, problems


def main(arguments):
    if not arguments or len(arguments) % 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    failed = False
    for start in range(0, len(arguments), 3):
        expect, path, console = arguments[start:start + 3]
        if expect not in ("pass", "fail"):
            print(f"expected 'pass' or 'fail', not '{expect}'", file=sys.stderr)
            return 2
        wanted, problems = check(expect, path, console)
        for problem in problems:
            print(problem)
        failed = failed or bool(problems)
        if not problems:
            print(f"{path}: junitparser, xunitparser and junit2html each read {wanted['tests']} tests, "
                  f"{wanted['failures']} failures, {wanted['errors']} errors, {wanted['skipped']} skipped; "
                  "junit2html --report-matrix wrote its matrix")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
