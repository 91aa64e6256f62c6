"""Regenerate the Microsoft method's generated files, end to end (README.md).

  python3 scripts/microsoft/generate.py [--fixtures DIR | --record DIR] [--out DIR] [--work DIR]

1. `node scripts/microsoft/cellmap.js` (the compiled core, build/cli) -> WORK/cellmap.json;
2. write.py: src/core/microsoft/databases/*.ts and profile/tierSteps.ts (book.py says what it reads);
3. extras.py: src/core/microsoft/extras/{replicationSteps,outputKeys,...}.ts;
4. scripts/compact/compact.js over replicationSteps.ts (its builder calls into f`...`), then prettier (the
   repository's configuration) over every file written;
5. scripts/compact/stepRows.js over every file written: each step call becomes one row of a table
   (src/core/microsoft/stepRow.ts: the header `key | label | unit | cell`, then the formula's notation as
   the steps above wrote it), then prettier again. write.py and extras.py write msStep calls and this
   last step, the same codemod that converted the hand-written files, writes them as rows: one printer
   of the row form for the whole folder.
6. scripts/compact/reflowFormulas.js over every file written: each formula (f`...` and a row's formula) laid
   out by the fill rule the hand-written files follow (notation.py writes each on one line).
From the calculator (the default: ../shared, openpyxl; mapping.json and extra-mapping.json in WORK, printed by
mscalc.py --mapping and extra_outputs.py --mapping), or from the fixtures (--fixtures
tests/fixtures/microsoft-generator: no ../shared); --record DIR writes the fixtures of a run from the
calculator. --out DIR writes under DIR/src/core/microsoft instead of the repository (the test's temp folder).
Prints the files written, relative to OUT.
"""
import argparse
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, '..', '..'))

# Every file the generator writes, relative to the repository (and to --out).
GENERATED = [
    'src/core/microsoft/databases/%s.ts' % f for f in (
        'constants', 'copies', 'databaseCache', 'databaseSize', 'iops', 'logsAndTransport', 'servers',
        'storageDecisions', 'summary', 'validation')
] + ['src/core/microsoft/profile/tierSteps.ts', 'src/core/microsoft/extras/replicationSteps.ts', 'src/core/microsoft/extras/outputKeys.ts']


# Written by extras.py as builder calls, then rewritten into the notation f`...` by scripts/compact/compact.js
# (engineer "notation"'s converter: the same Expr trees, laid out by where prettier puts them).
COMPACTED = ['src/core/microsoft/extras/replicationSteps.ts']


def compact(out, config, files):
    """Runs scripts/compact/compact.js over `files`. compact.js recognises the builders by their module's
    path under its own repository and runs prettier from there, so for an --out folder elsewhere it runs
    from a copy placed in that folder, beside a link to node_modules and the repository's prettier
    configuration (the same options the repository's package.json names)."""
    script = os.path.join(REPO, 'scripts', 'compact', 'compact.js')
    if out != REPO:
        os.makedirs(os.path.join(out, 'scripts', 'compact'), exist_ok=True)
        shutil.copyfile(script, os.path.join(out, 'scripts', 'compact', 'compact.js'))
        if not os.path.exists(os.path.join(out, 'node_modules')):
            os.symlink(os.path.join(REPO, 'node_modules'), os.path.join(out, 'node_modules'))
        options = subprocess.run(['node', '-e', 'process.stdout.write(JSON.stringify(require(process.argv[1])))',
                                  config], check=True, capture_output=True, text=True).stdout
        with open(os.path.join(out, '.prettierrc.json'), 'w') as f:
            f.write(options)
        script = os.path.join(out, 'scripts', 'compact', 'compact.js')
    subprocess.run(['node', script, '--no-layout', *files], check=True, stdout=subprocess.DEVNULL)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--fixtures', help='read the fixtures in DIR instead of ../shared')
    ap.add_argument('--record', help='write the fixtures of this run (from ../shared) into DIR')
    ap.add_argument('--shared', default=os.path.join(REPO, '..', 'shared'),
                    help="the project's shared folder (default ../shared; a worktree's is /work/shared)")
    ap.add_argument('--out', default=REPO, help='write under DIR/src/core/microsoft (default: the repository)')
    ap.add_argument('--work', default='/tmp/ms', help='scratch files: the mappings, cellmap.json, flat checks')
    a = ap.parse_args()
    if a.fixtures and a.record:
        ap.error('--fixtures and --record: one source at a time')
    env = dict(os.environ, MSGEN_OUT=os.path.abspath(a.out), MSGEN_WORK=os.path.abspath(a.work),
               MSGEN_FIXTURES=os.path.abspath(a.fixtures) if a.fixtures else '',
               MSGEN_RECORD=os.path.abspath(a.record) if a.record else '',
               MSGEN_SHARED=os.path.abspath(a.shared), PYTHONDONTWRITEBYTECODE='1')
    os.makedirs(a.work, exist_ok=True)
    if a.record:
        os.makedirs(a.record, exist_ok=True)
        wb = os.path.join(a.record, 'workbook.json')
        if os.path.exists(wb):
            os.remove(wb)          # a recording holds one run's reads, not the union with an older one
    with open(os.path.join(a.work, 'cellmap.json'), 'w') as f:
        subprocess.run(['node', os.path.join(HERE, 'cellmap.js')], stdout=f, check=True)
    for script in ('write.py', 'extras.py'):
        subprocess.run([sys.executable, os.path.join(HERE, script)], env=env, check=True, cwd=HERE,
                       stdout=subprocess.DEVNULL)
    files = [os.path.join(a.out, g) for g in GENERATED]
    prettier = os.path.join(REPO, 'node_modules', 'prettier', 'bin', 'prettier.cjs')
    config = os.path.join(REPO, 'node_modules', 'office-addin-prettier-config', 'prettier.config.js')
    compact(os.path.abspath(a.out), config, [os.path.join(a.out, g) for g in COMPACTED])
    subprocess.run(['node', prettier, '--log-level', 'warn', '--config', config, '--write', *files], check=True)
    subprocess.run(['node', os.path.join(REPO, 'scripts', 'compact', 'stepRows.js'), *files], check=True,
                   stdout=subprocess.DEVNULL)
    subprocess.run(['node', os.path.join(REPO, 'scripts', 'compact', 'reflowFormulas.js'), '--config', config, *files],
                   check=True, stdout=subprocess.DEVNULL)
    for g in GENERATED:
        print(g)


if __name__ == '__main__':
    main()
