"""Where the generator reads Microsoft's calculator, and where it writes.

Two sources, one interface (`BOOK[sheet][ref].value`, `VALUES[sheet][ref].value`, `NAMES`, `MAPPING`,
`EXTRA_MAPPING`):
- the calculator itself: ../shared/references/ms-calculator/E2013Calcv7.6-Example.xlsm read with openpyxl (its
  formulas, and its values as last saved), and the mappings `mscalc.py --mapping` and
  `extra_outputs.py --mapping` printed into $MSGEN_WORK (/tmp/ms): mapping.json, extra-mapping.json;
- the fixtures (tests/fixtures/microsoft-generator, `--fixtures DIR` or MSGEN_FIXTURES=DIR): workbook.json,
  the cells, defined names and values the generator read from that workbook on its last run from it, and the
  two mappings pruned to the fields it reads. The tests run the generator from them (no ../shared).
Run from the calculator with MSGEN_RECORD=DIR (`generate.py --record DIR`), it writes those fixtures: every
cell, name and mapping field it read, nothing else. Reading a cell the fixture lacks is an error (rerun with
--record), never a guess.

Writes go under $MSGEN_OUT (the repository by default): src/core/microsoft/...
"""
import atexit
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, '..', '..'))
SHARED = os.environ.get('MSGEN_SHARED') or os.path.join(REPO, '..', 'shared')
CALCULATOR = os.path.join(SHARED, 'references', 'ms-calculator', 'E2013Calcv7.6-Example.xlsm')
FIXTURES = os.environ.get('MSGEN_FIXTURES') or None
RECORD = os.environ.get('MSGEN_RECORD') or None
OUT = os.environ.get('MSGEN_OUT') or REPO
WORK = os.environ.get('MSGEN_WORK') or '/tmp/ms'
MS = os.path.join(OUT, 'src', 'core', 'microsoft')


def col_number(col):
    n = 0
    for ch in col:
        n = n * 26 + ord(ch) - 64
    return n


def col_letters(n):
    s = ''
    while n:
        n, r = divmod(n - 1, 26)
        s = chr(65 + r) + s
    return s


def cells_of(ref):
    """The rows of cell addresses of a range ("C5:D6": [["C5", "D5"], ["C6", "D6"]]) as openpyxl walks it."""
    a, b = (ref.replace('$', '').split(':') + [None])[:2]
    b = b or a
    ma, mb = re.match(r'([A-Z]+)(\d+)$', a), re.match(r'([A-Z]+)(\d+)$', b)
    c0, c1 = col_number(ma.group(1)), col_number(mb.group(1))
    return [[col_letters(c) + str(r) for c in range(c0, c1 + 1)] for r in range(int(ma.group(2)), int(mb.group(2)) + 1)]


class Cell:
    def __init__(self, coordinate, value):
        self.coordinate, self.value = coordinate, value


class Sheet:
    def __init__(self, book, name):
        self.book, self.name = book, name

    def __getitem__(self, ref):
        if ':' in ref:
            return tuple(tuple(Cell(c, self.book.get(self.name, c)) for c in row) for row in cells_of(ref))
        return Cell(ref.replace('$', ''), self.book.get(self.name, ref.replace('$', '')))


class Book:
    """One of the workbook's two readings (formulas, or values as last saved), from openpyxl or the fixture."""

    def __init__(self, kind):
        self.kind, self.read = kind, {}
        if FIXTURES:
            self.cells = load_fixture('workbook.json')[kind]
            self.wb = None
        else:
            import openpyxl
            self.wb = openpyxl.load_workbook(CALCULATOR, data_only=(kind == 'values'))

    def get(self, sheet, cell):
        key = '%s!%s' % (sheet, cell)
        if self.wb is None:
            if key not in self.cells:
                raise KeyError('%s: not in the fixture %s/workbook.json; regenerate it with --record' % (key, FIXTURES))
            return self.cells[key]
        v = self.wb[sheet][cell].value
        self.read[key] = v
        return v

    def __getitem__(self, sheet):
        return Sheet(self, sheet)


class Recorded(dict):
    """A dict that remembers the keys looked up (the defined names read, the cells whose name was read)."""

    def __init__(self, *a):
        super().__init__(*a)
        self.read = set()

    def __getitem__(self, k):
        self.read.add(k)
        return super().__getitem__(k)

    def get(self, k, d=None):
        self.read.add(k)
        return super().get(k, d)

    def __contains__(self, k):
        self.read.add(k)
        return super().__contains__(k)

    def seen(self):
        return {k: dict.__getitem__(self, k) for k in sorted(self.read) if dict.__contains__(self, k)}


def load_fixture(name):
    with open(os.path.join(FIXTURES, name)) as f:
        return json.load(f)


BOOK = Book('formulas')
VALUES = Book('values')
if FIXTURES:
    _w = load_fixture('workbook.json')
    NAMES = Recorded(_w['names'])
    NAME_OF_CELL = Recorded(_w['nameOfCell'])
else:
    NAMES = Recorded({d.name: d.attr_text for d in BOOK.wb.defined_names.definedName})
    NAME_OF_CELL = None   # gen.py builds it from NAMES (the first name of each cell)

# The fields of the two mappings the generator reads (emit.py, extras.py).
MAPPING_FIELDS = {'inputs': ('name', 'cells'), 'tierInputs': ('cell', 'tier', 'key'),
                  'outputs': ('name', 'cells'), 'tierOutputs': ('cell', 'name', 'tier')}
EXTRA_FIELDS = ('key', 'cells', 'label', 'unit')


def _load(name):
    if FIXTURES:
        return load_fixture(name)
    with open(os.path.join(WORK, name)) as f:
        return json.load(f)


MAPPING = _load('mapping.json')
EXTRA_MAPPING = _load('extra-mapping.json')


def pruned_mapping():
    return {part: [{k: r[k] for k in fields} for r in MAPPING[part]] for part, fields in MAPPING_FIELDS.items()}


def pruned_extra_mapping():
    """The rows but backup.* (extras.py skips them), the fields it reads."""
    return [{k: r[k] for k in EXTRA_FIELDS} for r in EXTRA_MAPPING if not r['key'].startswith('backup')]


def write_json(path, data):
    tmp = path + '.tmp'
    with open(tmp, 'w') as f:
        json.dump(data, f, indent=0, sort_keys=False, ensure_ascii=False)
        f.write('\n')
    os.replace(tmp, path)


def _record():
    """Merge what this run read into RECORD/workbook.json (write.py and extras.py run one after the other)."""
    path = os.path.join(RECORD, 'workbook.json')
    old = {'formulas': {}, 'values': {}, 'names': {}, 'nameOfCell': {}}
    if os.path.exists(path):
        with open(path) as f:
            old = json.load(f)
    import gen
    for part, new in (('formulas', BOOK.read), ('values', VALUES.read), ('names', NAMES.seen()),
                      ('nameOfCell', gen.byname.seen())):
        merged = dict(old.get(part, {}))
        merged.update(new)
        old[part] = {k: merged[k] for k in sorted(merged)}
    old['source'] = ('What scripts/microsoft read of ../shared/references/ms-calculator/E2013Calcv7.6-Example.xlsm '
                     '(formulas: the cells as written; values: as last saved by Excel; names: the defined names '
                     'read; nameOfCell: the first defined name of each cell whose name was read, None-less). '
                     'Written by scripts/microsoft/generate.py --record.')
    write_json(path, {k: old[k] for k in ('source', 'names', 'nameOfCell', 'formulas', 'values')})
    write_json(os.path.join(RECORD, 'mapping.json'), dict(
        source='mscalc.py --mapping (../shared/references/ms-calculator), the fields scripts/microsoft reads',
        **pruned_mapping()))
    write_json(os.path.join(RECORD, 'extra-mapping.json'), dict(
        source='extra_outputs.py --mapping (../shared/references/ms-calculator), the fields scripts/microsoft reads',
        rows=pruned_extra_mapping()))


if FIXTURES:
    EXTRA_MAPPING = EXTRA_MAPPING['rows']
elif RECORD:
    atexit.register(_record)
