"""Issue 21: translate the calculator's Replication Requirements, Activation Scenarios and Mailbox Space Modeling
(+ Mailbox Modeling Data) cells that are not regular grids into src/core/microsoft/extras/{replication,activation,mailboxGrowth}Steps.ts, and
the key -> step table of extra_outputs.py into src/core/microsoft/extras/outputKeys.ts.  The regular grids (the
hourly x RPO table E43:AB66, the RPO row E71:AB71, the link table B74:E129, the retention curves) are written by
hand as loops in src/core/microsoft/extras/ (their formula pattern and the calculator's quirks stated there).

Run by scripts/microsoft/generate.py (README.md), after write.py; reads the calculator through book.py (../shared or the
fixtures) and <work>/cellmap.json (cellmap.js).
"""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen
gen.TABLE_COLS.update({'Table24214079': {' / Secondary Datacenter Server': 'C'},
                       'Table242140799597': {'/ Datacenter 2 DR Server': 'C'},
                       'Table2421407995': {'/ Datacenter 1 DR Server': 'C'}})
_rk = gen.range_key


def range_key(x, sheet):
    if x == 'LogH1:LogH24':
        return 'Input!C145:C168'
    return _rk(x, sheet)


gen.range_key = range_key
import emit  # noqa: E402  (reads /tmp/mapping.json)
from emit import js, num_lit, USED  # noqa: E402

REP, ACT, MSM, MMD, RR = ('Replication Requirements', 'Activation Scenarios', 'Mailbox Space Modeling',
                          'Mailbox Modeling Data', 'Role Requirements')
OURS = (REP, ACT, MSM, MMD)
import book  # noqa: E402
with open(os.path.join(book.WORK, 'cellmap.json')) as _f:
    known = json.load(_f)  # cellmap.js: the cell each database and servers step cites
SPEC = book.EXTRA_MAPPING
COLS_RPO = ['E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y',
            'Z', 'AA', 'AB']
MONTH_COLS = ['C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T']
MONTHS = [0, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60]
TIER_ROWS = [(5, 31), (21, 60), (37, 89), (53, 118)]

INPUTS = dict(emit.INPUT)
INPUTS['Input!G144'] = 'input.networkLinkType'
INPUTS['Input!G145'] = 'input.networkLinkLatencyMs'
for h in range(1, 25):
    INPUTS['Input!C%d' % (144 + h)] = 'input.logGenerationProfile.hour%d' % h


def regular(cell):
    """The name of a cell of a regular grid (hand-written in TS), or None."""
    s, c = cell.split('!')
    m = re.match(r'([A-Z]+)(\d+)$', c)
    col, row = m.group(1), int(m.group(2))
    if s == REP:
        if 43 <= row <= 66 and col == 'C':
            return INPUTS['Input!C%d' % (row + 102)]
        if 19 <= row <= 42 and col in ('B', 'C', 'D'):
            return regular('%s!%s%d' % (s, col, row + 24))
        if 43 <= row <= 66 and col == 'D':
            return 'replication.logsPerHourPerDb.hour%d' % (row - 42)
        if 43 <= row <= 66 and col in COLS_RPO:
            return 'replication.mbpsPerDbCopy.rpo%d.hour%d' % (COLS_RPO.index(col) + 1, row - 42)
        if row == 71 and col in COLS_RPO:
            return 'replication.throughputMbpsPerDbCopyByRpo.rpo%d' % (COLS_RPO.index(col) + 1)
        if 74 <= row <= 129 and col in ('B', 'D', 'E'):
            return 'replication.link%d.%s' % (row - 73, {'B': 'maxThroughputMbps', 'D': 'tcpWindowSize',
                                                          'E': 'capacityBits'}[col])
    if s == MMD:
        for t, (r0, _) in enumerate(TIER_ROWS, start=1):
            if r0 + 8 <= row <= r0 + 10 and col in MONTH_COLS:
                return 'mailboxModeling.tier%d.sizeGBAtRetention%d.month%d' % (
                    t, (60, 80, 100)[row - r0 - 8], MONTHS[MONTH_COLS.index(col)])
    return None


SRV_KEYS = set()
for ks in known.values():
    for k in ks:
        if k.startswith('srv:'):
            SRV_KEYS.add(k[4:])


def existing(cell):
    ks = known.get(cell)
    if not ks:
        return None
    db = [k[3:] for k in ks if k.startswith('db:')]
    srv = [k[4:] for k in ks if k.startswith('srv:')]
    if cell in (RR + '!C103', RR + '!C130'):
        return srv[0]          # the servers area's C103/C130 (the database area also has C103 without its SDC term)
    return (db or srv)[0]


# Names of our cells: the extra_outputs key where it is one cell, else the sheet's label.
SPEC_NAME = {}
for r in SPEC:
    if r['key'].startswith('backup'):
        continue
    k = re.sub(r'^mailboxModeling\.tiers\[(\d)\]\.', lambda m: 'mailboxModeling.tier%d.' % (int(m.group(1)) + 1),
               r['key'])
    if len(r['cells']) == 1:
        SPEC_NAME[r['cells'][0]] = k
    elif r['key'].startswith('activation.'):
        for c, side in zip(r['cells'], ('Primary', 'Secondary')):
            SPEC_NAME[c] = k + side
LABEL = {}
for r in SPEC:
    for c in r['cells']:
        LABEL[c] = r['label']
EXTRA_NAMES = {
    RR + '!C19': 'tier1.initialMailboxSizeMB', RR + '!I19': 'tier2.initialMailboxSizeMB',
    RR + '!C45': 'tier3.initialMailboxSizeMB', RR + '!I45': 'tier4.initialMailboxSizeMB',
    RR + '!C151': 'mailboxMoveLogsPerWeek', RR + '!C152': 'mailboxMoveLogsPerWeekPerDatabase',
    RR + '!C119': 'activeDatabasesPrimaryDcAfterFirstFailure',
    RR + '!C120': 'activeDatabasesSecondaryDcAfterFirstFailure',
    RR + '!C123': 'activeDatabasesPrimaryDcAfterSecondFailure',
    RR + '!C124': 'activeDatabasesSecondaryDcAfterSecondFailure',
    RR + '!D118': 'activeDatabasesInSecondaryAfterFirstFailureDc2',
    RR + '!D119': 'activeDatabasesPrimaryDcAfterFirstFailureDc2',
    RR + '!D120': 'activeDatabasesSecondaryDcAfterFirstFailureDc2',
    RR + '!D122': 'activeDatabasesInSecondaryAfterSecondFailureDc2',
    RR + '!D123': 'activeDatabasesPrimaryDcAfterSecondFailureDc2',
    RR + '!D124': 'activeDatabasesSecondaryDcAfterSecondFailureDc2',
    REP + '!E8': 'replication.availableNetworkCapacityBits',
}
NAMES = {}


def is_alias(cell):
    f = gen.formula(cell)
    if not f:
        return None
    a = gen.ast_of(cell)
    if a and a[0] == 'range':
        k = range_key(a[1], a[2])
        if ':' not in k.split('!')[1]:
            return k
    return None


def name_of(cell):
    if cell in NAMES:
        return NAMES[cell]
    if cell in INPUTS:
        n = INPUTS[cell]
    elif regular(cell):
        n = regular(cell)
    elif existing(cell) and not cell.split('!')[0] in OURS:
        n = existing(cell)
    elif cell in EXTRA_NAMES:
        n = EXTRA_NAMES[cell]
    elif is_alias(cell) and cell not in (REP + '!E9',):
        n = name_of(is_alias(cell))
    elif cell in SPEC_NAME:
        n = SPEC_NAME[cell]
    elif gen.formula(cell) is None and isinstance(gen.const(cell), (int, float)):
        n = '=' + num_lit(gen.const(cell))      # a constant cell (the chart's month header)
    else:
        raise Exception('no name for ' + cell)
    NAMES[cell] = n
    return n


emit.name_of = name_of
E0 = emit.E


def lst(names):
    return ', '.join(js(n) for n in names)


def E(a, top=False):
    k = a[0]
    if k == 'bin' and a[1] == '&':
        USED.add('concat')
        return 'concat(%s, %s)' % (E(a[2]), E(a[3]))
    if k == 'fn':
        fn, args = a[1], a[2]
        if fn == 'LARGE':
            key = range_key(args[0][1], args[0][2])
            assert key == REP + '!C43:C66' and args[1] == ('num', 1.0), a
            USED.add('max')
            return 'max(%s)' % lst('input.logGenerationProfile.hour%d' % h for h in range(1, 25))
        if fn == 'SUM' and args[0][0] == 'range' and range_key(args[0][1], args[0][2]) == 'Input!C145:C168':
            USED.add('sum')
            return 'sum(%s)' % lst('input.logGenerationProfile.hour%d' % h for h in range(1, 25))
        if fn == 'HLOOKUP':
            assert args[1][1] == 'tblSCRBndwdth' and args[2] == ('num', 2.0), a
            USED.add('byRpo')
            return 'byRpo(%s)' % E(args[0])
        if fn == 'VLOOKUP' and args[1][0] == 'range' and args[1][1] == 'tblRecNetworkLink':
            assert args[2] == ('num', 12.0), a
            USED.add('recommendedLink')
            # the need as a step of its own, so the 56 IFs read one name (Excel's 8,192-character limit)
            need = 'replication.recommendationNeed%sMbps' % ('Peak' if CURRENT[0].endswith('W143') else 'Rpo')
            HELPER_STEPS.append('    msStep(%s, %s, %s, "Mb/s", %s),' % (
                js(need), js('The need the recommended link is looked up for (%s)' % gen.formula(CURRENT[0]).split(
                    'VLOOKUP(')[1].split(',')[0]), E(args[0]), js(CURRENT[0] + ' (VLOOKUP\'s first argument)')))
            return 'recommendedLink(%s)' % js(need)
        if fn == 'VLOOKUP' and args[1][1] == 'tblTCPWindowSize':
            USED.add('tcpWindowSize')
            return 'tcpWindowSize(%s)' % E(args[0])
    return E0(a, top)


emit.E = E
CURRENT = ['']
HELPER_STEPS = []
# The calculator's link list (Tables!A101:B128), as src/core/microsoft/extras/networkLinks.ts holds it.
NETWORK_LINKS = [tuple(x) for x in json.loads(re.sub(r',\s*\]$', ']', re.sub(r'\s+', ' ', open(os.path.join(
    book.REPO, 'src/core/microsoft/extras/networkLinks.ts')).read().split('NETWORK_LINKS: readonly (readonly [string, number])[] = ')[1].split(';')[0]).strip()).replace(', ]', ']'))]
# H132 as mscalc patches it (README: "compatibility patch"): text capacity ("--") gives "Default Value" as Excel does.
gen.OVERRIDE[REP + '!H132'] = '=IF(AvailNetCapacity="--","Default Value",VLOOKUP(AvailNetCapacity,tblTCPWindowSize,2,TRUE))'
NOTES = {REP + '!H132': 'As mscalc.py patches it: Excel gives "Default Value" for the text "--" (its approximate '
                        'VLOOKUP finds the table\'s "--" row), LibreOffice #N/A; written IF(x="--",...).'}


def shared_tables(code):
    """The link table's lookup and the profile's SUM/MAX, which many cells repeat, as lookups.ts's helpers
    (linkBandwidthBits, profileSum, profileMax): the same expressions, written once."""
    names = ', '.join(js(n) for n, _ in NETWORK_LINKS)
    bits = ', '.join(str(b) for _, b in NETWORK_LINKS)
    code = code.replace('lookup("input.networkLinkType", [%s], [%s])' % (names, bits),
                        'linkBandwidthBits("input.networkLinkType")')
    hours = ', '.join('"input.logGenerationProfile.hour%d"' % h for h in range(1, 25))
    return code.replace('sum(%s)' % hours, 'profileSum()').replace('max(%s)' % hours, 'profileMax()')


# The guard the calculator writes before each replication figure between datacenters (E12, E13, F137:F139,
# W138:W140): site resilience, high availability, a design without validation errors and a log generation
# profile that is not all zero. Written once, as replicationGuard(first, second) (before replicationSteps):
# the cells test site resilience and high availability in either order (W138 and W139 test high availability
# first), so the two are its parameters, each cell's order kept (the order of AND's arguments is part of the
# formula's tree); REPLICATING is it in the order of all the other cells. The builder text each cell writes,
# for each order -> the call (or the constant) that replaces it.
GUARD_PARTS = ('input.siteResilience', 'input.highAvailability')
GUARD_TEXT = ('and(cmp(%s, "=", text("Yes")), cmp(%s, "=", text("Yes")), cmp("validationError", "=", bool(false)), '
              'cmp(profileSum(), "<>", 0))')
GUARD_CODE = """/**
 * The guard of the replication figures between datacenters (Replication Requirements E12, E13, F137:F139,
 * W138:W140): site resilience and high availability, a design without validation errors (Role Requirements
 * validationError) and a log generation profile (Input C145:C168) that is not all zero; the figure is "--"
 * otherwise. `first` and `second` are the two inputs tested for "Yes", in the order the cell writes them
 * (W138 and W139 test high availability first, the others site resilience): that order is the formula's.
 * Example: replicationGuard("input.siteResilience", "input.highAvailability") is
 * AND(input.siteResilience="Yes",input.highAvailability="Yes",validationError=FALSE,${profileSum()}<>0).
 */
const replicationGuard = (first: string, second: string) =>
  %s;
/** The guard in the order every cell but W138 and W139 writes it: site resilience first. */
const REPLICATING = replicationGuard("input.siteResilience", "input.highAvailability");
""" % (GUARD_TEXT % ('first', 'second'))


# The test G145 and G146 each write: whether the chosen link's throughput (bits/s: the link's bandwidth, or the
# TCP window over the latency where H132 gives one and that is lower) is above the need per DAG (the peak or
# the RPO Mb/s) x the DAGs x 1,000,000. Written once, as linkCarries(perDag), each cell's need its argument.
LINK_TEXT = ('iff(cmp(iff(cmp("replication.tcpWindowSize", "=", text("Default Value")), linkBandwidthBits("input.networkLinkType"), '
             'min(mul(div("replication.tcpWindowSize", div("input.networkLinkLatencyMs", 1000)), 8), '
             'linkBandwidthBits("input.networkLinkType"))), ">", mul(mul(%s, "totalDAGsInTheEnvironment"), 1000000)), '
             'text("Yes"), text("No"))')
LINK_PARTS = ['replication.%sReplicationMbpsPerDag' % x for x in ('peak', 'rpo')]
LINK_CODE = """/**
 * Whether the chosen link carries the need, the test Replication Requirements G145 (peak) and G146 (RPO)
 * write: "Yes" where the link's throughput in bits/s is above `perDag` (the need per DAG, Mb/s) x the DAGs
 * x 1,000,000, else "No". The throughput is the link's bandwidth (Tables!A101:B128) where H132 gives
 * "Default Value", else the lower of that bandwidth and the TCP window (bytes, H132) over the latency (s)
 * times 8 bits. Example: a 65,535-byte window over 50 ms is 65535/(50/1000)*8 = 10,485,600 bits/s, or the
 * link's bandwidth where that is lower.
 */
const linkCarries = (perDag: string) =>
  %s;
""" % (LINK_TEXT % 'perDag')
# The recommended link W143 (peak) and W144 (RPO) each write: "--" where G145 or G146 is "--", "Use Chosen
# Link" where the chosen link is acceptable, else the link recommended for the need. Written once, as
# linkRecommendation(acceptable, need), each cell's two names its arguments.
RECOMMENDATION_PARTS = [('replication.linkAcceptableFor' + x, 'replication.recommendationNeed%sMbps' % x)
                        for x in ('Peak', 'Rpo')]
RECOMMENDATION_TEXT = ('iff(cmp(%s, "=", text("--")), text("--"), iff(cmp(%s, "=", text("Yes")), '
                       'text("Use Chosen Link"), recommendedLink(%s)))')
RECOMMENDATION_CODE = """/**
 * The recommended network link, Replication Requirements W143 (peak) and W144 (RPO): "--" where the chosen
 * link's test (`acceptable`, G145 or G146) is "--", "Use Chosen Link" where it is "Yes", else the link the
 * calculator's table recommends for the `need` (Mb/s, a step of its own: recommendedLink, lookups.ts).
 * Example: linkRecommendation("replication.linkAcceptableForPeak", "replication.recommendationNeedPeakMbps")
 * is W143's formula.
 */
const linkRecommendation = (acceptable: string, need: string) =>
  %s;
""" % (RECOMMENDATION_TEXT % ('acceptable', 'acceptable', 'need'))
# The log shipping compression factor E12, W138 and W139 each multiply the log throughput by (Input C40:C41):
# 1 - the compression percent where compression is enabled, else 1. Written once, as logCompressionFactor.
COMPRESSION_TEXT = ('iff(cmp("input.logShippingCompression", "=", text("Enabled")), '
                    'sub(1, "input.logShippingCompressionPercent"), 1)')
COMPRESSION_CODE = """/**
 * The log shipping compression factor Replication Requirements E12, W138 and W139 multiply the log
 * throughput by (not the content index's): 1 - Input!C41 (the percent) where Input!C40 enables
 * compression, else 1. A fraction. Example: enabled at 30 %% gives 1-0.3 = 0.7; disabled gives 1.
 * replication.derived's step of it (index.ts) is this formula too.
 */
export const logCompressionFactor = %s;
""" % COMPRESSION_TEXT
# The test W137 and Role Requirements I167:I170 each write (and G145, I171, I172 extend): high availability and
# site resilience, in that order. Written once, as SITE_RESILIENT.
RESILIENT_TEXT = 'and(cmp("input.highAvailability", "=", text("Yes")), cmp("input.siteResilience", "=", text("Yes")))'
RESILIENT_CODE = """/**
 * Whether the design replicates between datacenters, the test Replication Requirements W137 and Role
 * Requirements I167:I170 write: high availability and site resilience both "Yes" (Input!C25, Input!G22).
 */
const SITE_RESILIENT = %s;
""" % RESILIENT_TEXT
# Each shared sub-formula: the builder texts it replaces -> its call, and its declaration.
SHARED = [([(COMPRESSION_TEXT, 'logCompressionFactor')], COMPRESSION_CODE),
          ([(RESILIENT_TEXT, 'SITE_RESILIENT')], RESILIENT_CODE),
          ([(GUARD_TEXT % (js(a), js(b)), 'replicationGuard(%s, %s)' % (js(a), js(b)) if a != GUARD_PARTS[0]
             else 'REPLICATING') for a, b in (GUARD_PARTS, GUARD_PARTS[::-1])], GUARD_CODE),
          ([(LINK_TEXT % js(n), 'linkCarries(%s)' % js(n)) for n in LINK_PARTS], LINK_CODE),
          ([(RECOMMENDATION_TEXT % (js(a), js(a), js(n)), 'linkRecommendation(%s, %s)' % (js(a), js(n)))
            for a, n in RECOMMENDATION_PARTS], RECOMMENDATION_CODE)]


def shared_subformulas(line):
    """The line with each shared sub-formula (SHARED) written as its name."""
    for texts, _ in SHARED:
        for text_, call in texts:
            line = line.replace(text_, call)
    return line


def unit_of(cell, n):
    for r in SPEC:
        if cell in r['cells']:
            return r['unit']
    if 'Mbps' in n:
        return 'Mb/s'
    if 'Logs' in n:
        return 'logs (1 MB)'
    if 'atabases' in n:
        return 'databases'
    if 'MB' in n:
        return 'MB'
    return ''


ACT_HEADERS = {16: 15, 17: 15, 18: 15, 21: 20, 22: 20, 23: 20, 33: 32, 34: 32, 35: 32, 38: 37, 39: 37, 40: 37,
               48: 47, 49: 47, 50: 47, 53: 52, 54: 52, 55: 52}


def label(cell, n):
    s, c = cell.split('!')
    m = re.match(r'([A-Z]+)(\d+)$', c)
    if s == ACT and int(m.group(2)) in ACT_HEADERS:
        b = gen.const(cell.replace(c, 'B' + m.group(2)))
        h = gen.wb[s][m.group(1) + str(ACT_HEADERS[int(m.group(2))])].value
        if isinstance(h, str) and h.startswith('='):
            h = gen.const('%s!%s%d' % (s, m.group(1), ACT_HEADERS[int(m.group(2))]))
        return '%s, %s' % (b, str(h).strip())
    if cell in LABEL:
        return LABEL[cell]
    lab = emit.label_of(cell) if cell.split('!')[0] in (RR, 'Variables') else None
    if lab:
        return lab
    s, c = cell.split('!')
    row = re.match(r'[A-Z]+(\d+)', c).group(1)
    b = gen.wb[s]['B' + row].value
    return b if isinstance(b, str) and not b.startswith('=') else n


# Files written by hand as step families over the calculator's columns and sections (issue 29): this script
# writes their flat translation to /tmp/ms/<file>.flat.ts, to check them against, never over them.
FAMILY_FILES = ('activationSteps', 'mailboxGrowthSteps')
# The doc comment of each file this script writes whole (the family files' flat checks keep their file's).
DOCS = {'replicationSteps': """/**
 * The calculator's Replication Requirements sheet outside its regular grids (grids.ts holds the hourly x RPO
 * table, the RPO row and the link table): the transaction logs a database generates a day (Role
 * Requirements!C148:C155), the RPO, the log streams between datacenters per DAG, the peak and RPO Mb/s per
 * DAG and environment, the TCP window, whether the chosen link carries them and which link to buy. Each
 * step is its calculator cell's formula, cited, over the names of the other areas; units in `unit`.
 * Example: the calculator example with a working-day profile gives replication.peakReplicationMbpsPerDag
 * 94.447 Mb/s (Replication Requirements!F138).
 */
export function"""}


def main():
    targets = []
    for r in SPEC:
        if not r['key'].startswith('backup'):
            targets += r['cells']
    seen, vis = [], set()

    def visit(k):
        if k in vis:
            return
        vis.add(k)
        if k in INPUTS or k.startswith('Tables!') or regular(k):
            return
        if re.match(r"Replication Requirements![A-Z]+(18|70|74)$|Mailbox Modeling Data![A-Z]+(12|28|44|60)$", k):
            return            # the RPO and month headers, constants
        if existing(k) and k.split('!')[0] not in OURS:
            return
        a = gen.ast_of(k)
        if a is not None:
            for d in gen.deps(a, []):
                visit(d)
        seen.append(k)
    for t in targets:
        visit(t)
    lines, keys = [], set()
    for k in seen:
        if gen.formula(k) is None:
            continue          # constant cells ("--" of the normal rows, month headers)
        n = name_of(k)
        if is_alias(k) and n != SPEC_NAME.get(k) and k not in EXTRA_NAMES and k != REP + '!E9':
            continue          # =X: the JSON reads X
        if n in keys:
            raise Exception('two cells named ' + n)
        keys.add(n)
        CURRENT[0] = k
        body = emit.topexpr(gen.ast_of(k))
        note = NOTES.get(k, '')
        dn = gen.byname.get(k)
        cite = k + (' (%s)' % dn if dn else '')
        lines.append('    msStep(%s, %s, %s, %s, %s%s),' % (js(n), js(label(k, n)), body, js(unit_of(k, n)),
                                                         js(cite), ', ' + js(note) if note else ''))
    # One file per sheet, by the step's name (the split src/core/microsoft/extras/ holds; each file's doc
    # comment is kept from the file as it is: DOCS below).
    def group(n):
        if n.startswith('replication.') or n.startswith('mailboxMoveLogs'):
            return 'replicationSteps'
        if n.startswith('activation.') or n.startswith('activeDatabases'):
            return 'activationSteps'
        if n.startswith('mailboxModeling.') or re.match(r'tier\d\.', n):
            return 'mailboxGrowthSteps'
        raise Exception('no file for ' + n)
    files = {}
    lines = [shared_subformulas(shared_tables(line)) for line in lines]
    for texts, _ in SHARED:
        if sum(call in line for line in lines for _, call in texts) < 2:
            raise Exception('a shared sub-formula is written in fewer than two cells: name it no more: ' + texts[0][1])
    for line in lines + HELPER_STEPS:
        files.setdefault(group(re.match(r'\s*msStep\("([^"]+)"', line).group(1)), []).append(line)
    for fn, body in files.items():
        os.makedirs(os.path.join(book.MS, 'extras'), exist_ok=True)
        path = os.path.join(book.MS, 'extras', '%s.ts' % fn)
        committed = os.path.join(book.REPO, 'src/core/microsoft/extras/%s.ts' % fn)
        old = DOCS.get(fn) or (open(committed).read() if os.path.exists(committed) else '')
        if fn in FAMILY_FILES:
            # Issue 29: the file is written as step families (one definition per calculator row); the flat
            # translation goes beside it for the check in README.md ("The families and the translation").
            os.makedirs(book.WORK, exist_ok=True)
            path = os.path.join(book.WORK, '%s.flat.ts' % fn)
        doc = old[old.index('/**'):old.index('export function')] if '/**' in old else '/** %s */\n' % fn
        shared = '\n'.join(code for texts, code in SHARED if any(call in line for line in body for _, call in texts))
        text = '\n'.join(body) + shared
        HELPERS = ('byRpo', 'linkBandwidthBits', 'profileMax', 'profileSum', 'recommendedLink', 'tcpWindowSize')
        builders = sorted(u for u in USED if u not in HELPERS and re.search(r'\b%s\(' % u, text))
        helpers = sorted(u for u in HELPERS if re.search(r'\b%s\(' % u, text))
        out = ['// Generated by scripts/microsoft/extras.py from E2013Calcv7.6-Example.xlsm: do not edit by hand.',
               'import { Step, %s } from "../../formula";' % ', '.join(builders),
               'import { msStep } from "../msStep";']
        if helpers:
            out.append('import { %s } from "./lookups";' % ', '.join(helpers))
        out += ['', shared] if shared else []
        out += ['', doc.rstrip('\n'), 'export function %s(): Step[] {' % fn, '  return [', *body, '  ];', '}', '']
        open(path, 'w').write('\n'.join(out))
    # key -> step names, for the JSON, written compactly (output_keys below)
    rows = [(r['key'], [name_of(c) for c in r['cells']]) for r in SPEC if not r['key'].startswith('backup')]
    activation = [re.match(r'\s*msStep\("([^"]+)"', line).group(1) for line in files['activationSteps']]
    open(os.path.join(book.MS, 'extras', 'outputKeys.ts'), 'w').write(output_keys(rows, activation))
    print(len(lines), 'steps', len(rows), 'keys')



def to24(name):
    return ['%s%d' % (name, i) for i in range(1, 25)]


def by_month(name):
    return ['%s%d' % (name, m) for m in MONTHS]


def by_side(name):
    return [name + 'Primary', name + 'Secondary']


def names_code(names):
    """A list of step names as TS: a generated list where it is one (24 hours or RPOs, 18 months, 2 sides)."""
    for fn, gen_ in (('to24', to24), ('byMonth', by_month), ('bySide', by_side)):
        m = re.match(r'(.*?)(\d+|Primary)$', names[0])
        if m and gen_(m.group(1)) == names:
            return '%s(%s)' % (fn, js(m.group(1)))
    return '[%s]' % lst(names)


TIER_KEY = re.compile(r'mailboxModeling\.tiers\[(\d)\]\.(.+)$')


def words_args(prefix, words, indent):
    """`prefix, "w1 w2", "w3"`: the words in lines at most 100 characters wide once prettier breaks the call."""
    lines, line = [], []
    for w in words:
        if line and indent + len(' '.join(line + [w])) + 3 > 100:
            lines.append(' '.join(line))
            line = []
        line.append(w)
    lines.append(' '.join(line))
    return ', '.join([prefix] + [js(x) for x in lines])


def item_code(item, indent=2):
    if item[0] == 'own':
        return '...own(%s)' % words_args(item[1], item[2], indent + 2)
    return item[1]


def activation_keys(names):
    """activationKeys() of outputKeys.ts over the activation steps' names in activationSteps' order (the flat
    translation's, which tests/snapshot/microsoftGenerator.test.ts holds equal to the families'): each
    activation step's own key but Role Requirements!I109:I112's, a servers row's Primary and Secondary steps
    one key of both."""
    out = []
    for n in names:
        if n.startswith('activation.') and not n.startswith('activation.maximum') and not n.endswith('PerDagSecondary'):
            k = n[:-len('Primary')] if n.endswith('PerDagPrimary') else n
            out.append((k, by_side(k) if k != n else [n]))
    return out


def output_keys(rows, activation):
    """outputKeys.ts: extraOutputSteps(), every extra output key and its steps in extra_outputs.py's order,
    written as: keys whose one step has the key's own name (`own(prefix, words)`), generated lists (to24,
    byMonth, bySide), the four tiers' rows once over t, and the activation rows as activationKeys(), which
    derives them from the activation steps (`activation`, their names), checked here to be the mapping's.
    The expansion equals the rows: checked by tests/snapshot (every output figure, in order) and by the
    generator's test (the file as committed)."""
    items, i = [], 0
    while i < len(rows):
        k, names = rows[i]
        if TIER_KEY.match(k):
            block = [r for r in rows[i:] if TIER_KEY.match(r[0])]
            per = len(block) // 4

            def rel(r, t):
                m = TIER_KEY.match(r[0])
                pre = 'mailboxModeling.tier%d.' % t
                assert int(m.group(1)) == t - 1 and all(n.startswith(pre) for n in r[1]), r
                return m.group(2), [n[len(pre):] for n in r[1]]
            tmpl = [rel(r, 1) for r in block[:per]]
            for t in (2, 3, 4):
                assert [rel(r, t) for r in block[per * (t - 1):per * t]] == tmpl, 'tiers differ'
            items.append(('code', '\n'.join(
                ['...[1, 2, 3, 4].flatMap((t): Row[] => {',
                 '  const at = (key: string, names: readonly string[]): Row => [',
                 '    `mailboxModeling.tiers[${t - 1}].${key}`,',
                 '    names.map((n) => `mailboxModeling.tier${t}.${n}`),',
                 '  ];',
                 '  return [']
                + ['    at(%s, %s),' % (js(key), names_code(ns)) for key, ns in tmpl]
                + ['  ];', '})'])))
            i += len(block)
            continue
        if k.startswith('activation.') and not k.startswith('activation.maximum'):
            block = activation_keys(activation)
            assert [(r[0], list(r[1])) for r in rows[i:i + len(block)]] == block, 'activation keys differ'
            items.append(('code', '...activationKeys()'))
            i += len(block)
            continue
        parts = k.split('.')
        prefix = '.'.join(parts[:-1])   # the keys of one object (activation.dagA.normal) under one prefix
        kind = 'own' if names == [k] else None
        if kind and k.startswith(prefix + '.'):
            if items and items[-1][0] == kind and items[-1][1] == js(prefix):
                items[-1][2].append(k[len(prefix) + 1:])
            else:
                items.append((kind, js(prefix), [k[len(prefix) + 1:]]))
        elif k == 'mailboxModeling.chartMonths' and names == ['=%d' % m for m in MONTHS]:
            items.append(('code', '[%s, CHART_MONTHS.map((m) => `=${m}`)]' % js(k)))
        else:
            items.append(('code', '[%s, %s]' % (js(k), names_code(names))))
        i += 1
    out = ['  ' + item_code(it).replace('\n', '\n  ') + ',' for it in items]
    # the months are grids.ts's CHART_MONTHS, which the file imports: they must be the mapping's
    grids = open(os.path.join(book.REPO, 'src/core/microsoft/extras/grids.ts')).read()
    chart = re.search(r'export const CHART_MONTHS = \[([\d, ]+)\];', grids).group(1)
    assert [int(m) for m in chart.split(',')] == MONTHS, 'grids.ts CHART_MONTHS is not the chart months'
    return '\n'.join([
        '// Generated by scripts/microsoft/extras.py from extra_outputs.py --mapping: do not edit by hand.',
        'import { activationSteps } from "./activationSteps";',
        'import { CHART_MONTHS } from "./grids";',
        'import { to24 } from "./lookups";',
        '',
        '/**',
        ' * Every output of extra_outputs.py (../shared/references/ms-calculator) but backup.*, in its order: the',
        ' * JSON key and the step (one per cell) whose value it is. A key of several cells is a list.',
        ' * Written compactly: `own(prefix, words)` is keys whose one step has the key\'s own name; to24, byMonth',
        ' * and bySide are the calculator\'s 24 hours or RPOs, the chart\'s 18 months and the two datacenters; the',
        ' * tiers\' rows are written once, and the activation keys are the activation steps\' own (activationKeys).',
        ' * Example: own("replication", "rpoHours") is [["replication.rpoHours", ["replication.rpoHours"]]].',
        ' */',
        'type Row = readonly [string, readonly string[]];',
        '',
        '/** The mailbox growth chart\'s 18 months (grids.ts CHART_MONTHS, Mailbox Modeling Data C:T). */',
        'const byMonth = (name: string) => CHART_MONTHS.map((m) => `${name}${m}`);',
        '/** The primary and the secondary datacenter\'s step of an activation row. */',
        'const bySide = (name: string) => [`${name}Primary`, `${name}Secondary`];',
        '/** The words (space-separated, in lines) of keys under `prefix`. */',
        'const under = (prefix: string, lines: string[]) =>',
        '  lines.flatMap((line) => line.split(" ").map((w) => `${prefix}.${w}`));',
        '/** Keys whose one step is named as the key. */',
        'const own = (prefix: string, ...lines: string[]): Row[] =>',
        '  under(prefix, lines).map((k) => [k, [k]]);',
        '',
        '/**',
        ' * The Activation Scenarios keys but Role Requirements!I109:I112\'s (listed after them): each activation',
        ' * step\'s own key in activationSteps\' order, a servers row\'s Primary and Secondary steps one key of both.',
        ' * Example: activation.dagA.drMailboxServersPerDag is the steps ...PerDagPrimary and ...PerDagSecondary.',
        ' */',
        'const activationKeys = (): Row[] =>',
        '  activationSteps()',
        '    .map((s) => s.key)',
        '    .filter((k) => /^activation\\.(?!maximum)/.test(k) && !k.endsWith("PerDagSecondary"))',
        '    .map((k) =>',
        '      k.endsWith("PerDagPrimary") ? [k.slice(0, -7), bySide(k.slice(0, -7))] : [k, [k]]',
        '    );',
        '',
        '/** Built when first read (index.ts), as the activation steps it reads are. */',
        'export const extraOutputSteps = (): readonly Row[] => [',
        *out, '];', ''])

main()
