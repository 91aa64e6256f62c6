"""Regenerate the Microsoft method's generated files, end to end (README.md).

  python3 scripts/microsoft/generate.py [--fixtures DIR | --record DIR] [--out DIR] [--work DIR]

1. `node scripts/microsoft/cellmap.js` (the compiled core, build/cli) -> WORK/cellmap.json;
2. write.py: src/core/microsoft/databases/*.ts and profile/tierSteps.ts (book.py says what it reads);
3. extras.py: src/core/microsoft/extras/{replicationSteps,outputKeys,...}.ts;
4. prettier (the repository's configuration) over what they wrote.
From the calculator (the default: ../shared, openpyxl; mapping.json and extra-mapping.json in WORK, printed by
mscalc.py --mapping and extra_outputs.py --mapping), or from the fixtures (--fixtures
tests/fixtures/microsoft-generator: no ../shared); --record DIR writes the fixtures of a run from the
calculator. --out DIR writes under DIR/src/core/microsoft instead of the repository (the test's temp folder).
Prints the files written, relative to OUT.
"""
import argparse
import os
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
    subprocess.run(['node', prettier, '--log-level', 'warn', '--config', config, '--write', *files], check=True)
    for g in GENERATED:
        print(g)


if __name__ == '__main__':
    main()
