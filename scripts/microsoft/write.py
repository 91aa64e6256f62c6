import os
HERE=os.path.dirname(os.path.abspath(__file__))
from emit import *
import os
exec(open(os.path.join(HERE,'targets.py')).read().split('order=closure(T)')[0].split('from emit import *')[1])
order=closure(T)
ROOT=book.MS
import notation
# The database files' formulas in the notation f`...` (src/core/formula/parse.ts), one Excel-like text a step.
NOTATION=True
os.makedirs(book.WORK, exist_ok=True)
def unit(n):
    l=n.split('.')[-1]
    for suf,u in (('MB','MB'),('GB','GB'),('PerDay','per day'),('Percent','%'),('Days','days'),('Time','hours')):
        if l.endswith(suf): return u
    L=l.lower()
    if 'iops' in L or 'transfers' in L: return 'IOPS'
    if 'megacycles' in L or 'mcycles' in L: return 'megacycles'
    if 'check' in L or l=='validationError': return 'TRUE/FALSE'
    if 'ratio' in L or 'percentage' in L or 'factor' in L or 'impact' in L: return 'fraction'
    if 'ram' in L.split('amount')[-1] or 'memory' in L: return 'GB'
    if 'cachepages' in L: return 'pages'
    if 'mailboxes' in L or L.endswith('mailboxes'): return 'mailboxes'
    if 'copies' in L or 'copy' in L: return 'copies'
    if 'databases' in L or L.endswith('db') or 'numberofdatabases' in L: return 'databases'
    if 'servers' in L or 'dags' in L or 'dagcount' in L: return 'servers' if 'servers' in L else 'DAGs'
    if 'messages' in L: return 'messages'
    if 'size' in L or 'space' in L or 'cap' in L: return 'GB'
    return ''
def cite(k):
    dn=byname.get(k)
    if '#' in k: return k.split('#')[0]+' (calcNumDBMemSizing, primary-datacenter terms)'
    return k + (f' ({dn})' if dn else '')
NOTES={
 'Role Requirements!C77':'TotalMBXPerSvr (C100) is read only when High Availability is off, where it is TotalMBX/numMBXServers: written so, to break the sheet\'s static cycle C77-C100-C116-C86-C79-C80-C78 (departures.ts).',
 'Role Requirements!C81':'TotalMBXPerSvr (C100) written as TotalMBX/numMBXServers, which it is when High Availability is off (departures.ts).',
 'Role Requirements!C130':'Reads calcNumDBMemSizing without its secondary-datacenter term, to break the sheet\'s cycle C103-C130 (departures.ts).',
 'Role Requirements!C103#pdc':'Role Requirements!C103 without MAX(..., calcNumDBMemSizingSDC): the value C130 reads (departures.ts).',
 'Role Requirements!E225':'Table24[[#This Row],...] written as the cells it names.',
 'Role Requirements!E248':'Table2421 structured references written as the cells they name.',
}
# Units the name-based rule above gets wrong or leaves empty, fixed by hand in the committed code (1b9da74:
# "the units the issue lists are fixed ... every numeric step that had none gets one"), kept here as data.
UNITS={
 'maxNumberDb2LUNsPerBackupSet':'databases','databaseOverideLimitPerServer':'databases','userDistribution':'fraction',
 'activeDatabasesPerServer.worstFailure':'databases','totalServerRamConfiguration':'GB',
 'calculatedMaximumDatabaseSize':'GB','recommendedMaximumDatabaseSize':'GB',
 'shadowEffect':'messages','safetyNetEffect':'messages','transportDatabaseSizePerServer':'GB',
 'numberOfActiveDatabasesPerPdcServerNormalRunTime':'databases',
 'numberOfDatabasesUsedInMemorySizingPrimaryDatacenterTermsOnly':'databases',
 'numberOfDatabasesUsedInMemorySizingInSecondaryDatacenter':'databases','numberOfDatabasesUsedInMemorySizing':'databases',
 'itemsPerServerActive':'items','itemsPerServerPassive':'items','actualDbCachePerMailbox':'MB',
 'randDbDiskIo1':'IOPS / disk','randDbDiskIo2':'IOPS / disk',
 'databaseCount':'databases','transportDatabaseGBPerServer':'GB',
}
for _t in (1,2,3,4):
    for _n in ('baseDbReadsPerMailbox','baseDbWritesPerMailbox','totalDbReadsPerMailbox','totalDbWritesPerMailbox'):
        UNITS[f'tier{_t}.{_n}']='IOPS / mailbox'
# The raw capacity of a disk size (Storage Design!C45 and siblings): the calculator's lookup in tblDiskCapacity
# (Tables!A201:B225) written as the size's own number, rawCapacityExpr (368f17f: every row of the table proved
# equal in tests/golden/microsoft-disk-sizes.test.ts), so sizes the table lacks size too.
RAW_CAPACITY=re.compile(r'iff\(cmp\(("input\.diskCapacityDc\dDatabaseLog"), "=", text\("--"\)\), 0, lookup\(\1, \[[^\]]*\], \[[^\]]*\]\)\)')
def step_expr(k):
    """The step's Expr as the notation writes it, or None where step_code writes builder code."""
    a=ast_of(k)
    if a is None:
        v=const(k); return notation.num(v) if not isinstance(v,str) else {'op':'text','value':v}
    if RAW_CAPACITY.sub(r'rawCapacityExpr(\1)', topexpr(a)).startswith('rawCapacityExpr('): return None
    return notation.to_expr(a)
def step_code(k, tierfn=False, shared_e=None):
    a=ast_of(k)
    n=name_of(k); lab=label_of(k) or byname.get(k) or n
    if a is None:
        v=const(k); body=f"num({num_lit(v)})" if not isinstance(v,str) else f"text({js(v)})"
        USED.add('text' if isinstance(v,str) else 'num')
    else: body=topexpr(a)
    note=NOTES.get(k,'')
    body=RAW_CAPACITY.sub(r'rawCapacityExpr(\1)', body)
    if NOTATION and not tierfn and not body.startswith('rawCapacityExpr('):
        e=notation.to_expr(a) if a is not None else (notation.num(v) if not isinstance(v,str) else {'op':'text','value':v})
        body=notation.template(shared_e or e)
        if (shared_e or e).get('op')=='splice': body=(shared_e or e)['code']   # the whole formula a family's: its Expr itself
    return n, f"  msStep({js(n)}, {js(lab)}, {body}, {js(UNITS.get(n) or unit(n))}, {js(cite(k))}{', '+js(note) if note else ''}),"
def band(k):
    s,c=k.split('!')
    if s=='Variables': return 'constants'
    if s!='Role Requirements': return 'storageDecisions'
    m=re.match(r'([A-Z]+)(\d+)',c); col,row=m.group(1),int(m.group(2))
    if tier_of(k): return 'tier'
    if row<=83 and col=='I' and row<=71: return 'copies'
    if 74<=row<=83 and col=='I': return 'iops'
    if row<=83: return 'databaseSize'
    if row<=130: return 'servers'
    if 132<=row<=145: return 'databaseCache'
    if 154<=row<=163 and col=='I': return 'validation'
    if 146<=row<=184: return 'logsAndTransport'
    if row<220: return 'databaseCache'
    return 'summary'
groups={}
for k in order:
    if k.startswith('Input!') or k=='Variables!K53': continue  # K53: the VBA's value, an input (vbaDiskGroup.ts)
    groups.setdefault(band(k),[]).append(k)
print({g:len(v) for g,v in groups.items()})
DOC={
 'constants':('Constants of the calculator\'s hidden Variables sheet that the database figures read.','constantSteps'),
 'storageDecisions':('The storage decisions the database count reads: volume architecture, backup-set design, the database disk\'s formatted capacity and random IOPS (Volume Requirements and Storage Design sheets).','storageDecisionSteps'),
 'copies':('Database copy instances per datacenter (HA and lagged, as configured and actual).','copySteps'),
 'iops':('Database and log IOPS per database and per server (Role Requirements, I/O Calculations).','iopsSteps'),
 'databaseSize':('Maximum database size, mailboxes per database and the number of databases (Role Requirements, Database Configuration).','databaseSizeSteps'),
 'servers':('Mailbox servers, DAGs, copies per server and active databases per server in each failure mode (Role Requirements, Server, Lag and Activation calculations).','serverSteps'),
 'databaseCache':('Database cache per mailbox: the memory sizing the available cache per mailbox reads (Role Requirements, Memory Calculations and the CPU cells it reads).','databaseCacheSteps'),
 'validation':('The calculator\'s validation checks (Role Requirements I155:I163) behind its error banner.','validationSteps'),
 'logsAndTransport':('Transaction logs per day and per database, log space, and the transport database per server (Role Requirements, Disk Capacity and Transport calculations).','logsAndTransportSteps'),
 'summary':('The figures the calculator shows on Role Requirements (rows 223-284) and Volume Requirements row 123, under the names of `exsize size --json`.','summarySteps'),
}
HEADER='''/**
 * {doc}
 *
 * Generated by scripts/microsoft/generate.py (write.py): do not edit by hand; read ./index.ts.
 */
import {{ {imports} }} from "../../formula";
import {{ msStep }} from "../msStep";

{shared}export const {var}: readonly Step[] = [
{body}
];
'''
# the sub-formulas the database cells repeat (in several cells, or twice in one), each written once
# (notation.hoist), named here by the start of their notation: (file, start, name, what it holds)
DB_SHARED_MIN=100
DB_SHARED=[
    ('databaseSize', 'IF(volumeArchitecture="Multiple DBs / Volume",(totalNumberOfHaDbCopyInstances+', 'databasesPerVolume',
     'databases per volume: the copies over 2 (an even count) or 1, where volumes hold several databases'),
    ('databaseSize', 'ROUNDUP(IF(input.highAvailability="Yes",totalMailboxesPerDag,', 'databasesForMailboxes',
     'the databases the mailboxes of a DAG (or of a server group) fill'),
    ('servers', 'MIN(totalNumberOfDatabaseCopiesPerServer,IF(numberOfServersHostingActiveMailboxesPerDatacenter-2=1,',
     'doubleFailureActiveDatabasesCapped', 'the active databases per server after a second failure, at most the copies'),
    ('servers', 'ROUNDUP(numberOfActiveDatabasesPerPdcServerNormalRunTime+numberOfActiveDatabasesPerPdcServerNormalRunTime*2/',
     'doubleFailureActiveDatabases', 'the active databases per server after a second failure'),
    ('servers', 'ROUNDUP(numberOfActiveDatabasesPerPdcServerNormalRunTime+numberOfActiveDatabasesPerPdcServerNormalRunTime/',
     'singleFailureActiveDatabases', 'the active databases per server after a first failure'),
    ('servers', 'tier1NumberOfMailboxesPerDb*tier1.mailboxSizeOnDiskMB/input.tier1.avgMessageKB+', 'tiersSizeOverMessageKB',
     'the tiers\' mailboxes per database times mailbox size on disk over message size, summed'),
    ('servers', 'numberOfActiveDatabasesPerPdcServerNormalRunTime*IF(AND(numberOfHaDbCopyInstancesInPdcActual=1,',
     'normalRunTimeActiveDatabases', 'the active databases per server in normal run time, doubled for one copy in a single DAG across both sites'),
    ('servers', 'AND(input.highAvailability="Yes",input.siteResilience="Yes",OR(', 'siteResilientPassiveOrMultipleDags',
     'site resilience, active/passive or active/active with multiple DAGs'),
    ('servers', 'numberOfHaDbCopyInstancesInPdcActual+numberOfLaggedDbCopyInstancesInPdcActual<>', 'datacentersCopiesDiffer',
     'the two datacenters hold different numbers of copies'),
    ('servers', 'AND(input.siteResilience="Yes",input.siteResilienceModel="Active/Active (Single DAG)",dedicatedDisaster',
     'singleDagWithoutDedicatedDr', 'a single DAG across both sites without dedicated disaster recovery servers'),
    ('servers', 'AND(numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure="--",', 'noFailureFigures',
     'neither failure mode has a figure of active databases per server'),
    ('servers', 'MAX(numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure,', 'worstFailureActiveDatabases',
     'the larger of the two failure modes\' active databases per server'),
    ('servers', 'AND(input.siteResilienceModel="Active/Active (Single DAG)",dedicatedDisaster', 'singleDagSharedServers',
     'a single DAG across both sites whose secondary servers also host active mailboxes'),
    ('servers', 'IF(AND(input.laggedCopiesSecondary>0,laggedDatabaseCopiesHostedOnDedicatedServers="No"),',
     'dc2LaggedCopiesOnActiveServers', 'the secondary datacenter\'s lagged copies per DAG where active servers host them'),
    ('databaseSize', 'IF(input.highAvailability="Yes",totalMailboxesPerDag,totalMailboxesInTheEnvironment/input.exchangeServersPerDag)/',
     'databasesForMailboxesExact', 'the mailboxes of a DAG (or of a server group) over the mailboxes per database'),
    ('databaseSize', 'IF(input.highAvailability="Yes",totalMailboxesPerDag,', 'mailboxesPerDagOrServerGroup',
     'the mailboxes of a DAG (without high availability, of a group of servers)'),
    ('databaseSize', 'IF(input.databaseCountCustom>maximumNumberOfSupportedDatabasesPerServer,', 'customDatabaseCountCapped',
     'the custom database count, at most the supported databases per server'),
    ('databaseSize', 'calculatedNumberOfDatabasesForSymmetricalDistribution-PERMUT(', 'databasesBeyondPermutations',
     'the databases for a symmetrical distribution less the permutations of servers and copies'),
    ('databaseSize', 'numberOfHaDbCopyInstancesInPdcActual+IF(laggedDatabaseCopiesHostedOnDedicatedServers="No",',
     'pdcCopiesOnActiveServers', 'the primary datacenter\'s copies on the active servers (lagged ones where they share them)'),
    ('databaseSize', 'AND(input.highAvailability="Yes",input.siteResilience="Yes",input.siteResilienceModel="Active/Active (Single DAG)")',
     'singleDagAcrossSites', 'high availability with one DAG active in both sites (Active/Active (Single DAG))'),
    ('servers', 'AND(input.highAvailability="Yes",input.siteResilience="Yes",input.siteResilienceModel="Active/Active (Single DAG)")',
     'singleDagAcrossSites', 'high availability with one DAG active in both sites (Active/Active (Single DAG))'),
    ('logsAndTransport', 'MAX(MAX(input.logTruncationFailureDays,', 'longestLogRetention',
     'the longest of the log truncation failure, the network failure tolerance and the two lags summed'),
    ('servers', 'numberOfActiveDatabasesPerPdcServerNormalRunTime/(numberOfServersHostingActiveMailboxesPerDatacenter-1)',
     'normalRunTimeDatabasesPerSurvivor', 'the active databases per server in normal run time over the servers left after one failure'),
    ('servers', 'OR(input.siteResilienceModel="Active/Passive",input.siteResilienceModel="Active/Active (Multiple DAGs)")',
     'passiveOrMultipleDags', 'the active/passive or the active/active multiple-DAG site resilience model'),
    ('servers', 'IF(numberOfDc1ActivePassiveHaDbCopiesInDc1PerDag<calculatedNumberOfDatabasesForSymmetricalDistribution,',
     'asymmetryExtraDatabases', 'two databases more where the datacenter\'s HA copies fall short of a symmetrical distribution'),
]
# shorter sub-formulas (under DB_SHARED_MIN) a file writes again, shared too where that saves lines: (file,
# the notation, name, what it holds)
DB_SHARED_SHORT=[
    ('databaseSize', 'IF(input.siteResilience="Yes",MIN(dbForDiskCap1,dbForDiskCap2),dbForDiskCap1)',
     'dbDiskCap', 'the database disk\'s capacity for databases (dbForDiskCap1, 2), the smaller datacenter\'s where site resilient'),
    ('databaseSize', 'totalNumberOfHaDbCopyInstances+totalNumberOfLaggedDbCopyInstances', 'totalCopyInstances',
     'the HA and lagged copy instances'),
    ('servers', 'dedicatedDisasterRecoveryMailboxServersInSecondaryDatacenter="No"', 'noDedicatedDrServers',
     'no dedicated disaster recovery servers in the secondary datacenter'),
    ('servers', 'input.siteResilienceModel="Active/Active (Single DAG)"', 'singleDagModel',
     'the active/active single-DAG site resilience model'),
    ('servers', 'input.siteResilienceModel="Active/Active (Multiple DAGs)"', 'multipleDagsModel',
     'the active/active multiple-DAG site resilience model'),
    ('servers', 'laggedDatabaseCopiesHostedOnDedicatedServers="No"', 'laggedCopiesShareServers',
     'lagged copies hosted on the active servers, not on dedicated ones'),
    ('servers', 'OR(volumeArchitecture="1 Volume / DB",volumeArchitecture="Multiple DBs / Volume")', 'volumePerDatabaseOrShared',
     'one volume per database, or several databases per volume'),
    ('copies', 'AND(input.highAvailability="Yes",input.siteResilience="Yes",input.laggedCopies>0)', 'laggedAcrossSites',
     'lagged copies in a DAG with high availability and site resilience'),
    ('copies', 'input.haCopies-IF(input.siteResilience="Yes",input.haCopiesSecondary,0)', 'primaryHaCopies',
     'the HA copies in the primary datacenter: all but the secondary\'s where site resilient'),
    ('copies', 'input.laggedCopies-IF(input.siteResilience="Yes",input.laggedCopiesSecondary,0)', 'primaryLaggedCopies',
     'the lagged copies in the primary datacenter: all but the secondary\'s where site resilient'),
    ('logsAndTransport', 'MAX(input.logTruncationFailureDays,input.networkFailureToleranceDays)', 'toleranceDays',
     'the days the log truncation failure or the network failure is tolerated, the longer'),
]
# a shared sub-formula two files write alike, declared once: {(the file that reads it, name): the file that exports it}
DB_IMPORTED={('databaseSize', 'singleDagAcrossSites'): 'servers'}
def _db_shared(text):
    for g_,start,n,what in DB_SHARED:
        if g_==g and text.startswith(start): return n,what
    for g_,t,n,what in DB_SHARED_SHORT:
        if g_==g and text==t: return n,what
    raise Exception('a shared database sub-formula without a name (write.py DB_SHARED): %s %s'%(g,text))
def _db_shared_name(text): return _db_shared(text)[0]
# the sub-formulas two database cells write alike but for one operand (notation.hoist_with_hole), each a function
# of that operand: (file, start of its notation, name, the operand's name, what it holds)
DB_HOLED=[
    ('servers', 'IF(input.highAvailability="Yes",IF(${noFailureFigures},${normalRunTimeActiveDatabases},IF(${singleDagWithoutDedicatedDr},',
     'memorySizingDatabases', 'singleDagWithoutDr',
     'Databases used in memory sizing (C103); singleDagWithoutDr: one DAG, no dedicated DR servers'),
    ('databaseSize', 'IF(input.highAvailability="Yes",IF(input.databaseCountCustom>calculatedNumberOfSupportedDatabasesPerDag,',
     'customDatabaseCount', 'withinSupported',
     'C79 and C80\'s custom database count: over the DAG\'s supported databases, those; else withinSupported'),
    ('logsAndTransport', 'MAX(${toleranceDays},logReplayLagTime+logTruncationLagTime,',
     'longestLogRetentionWith', 'days',
     'The longestLogRetention, at least days (C149)'),
]
# shorter such sub-formulas (under DB_SHARED_MIN), shared too where that saves lines: (file, start of the notation)
DB_HOLED_SHORT=[
    ('logsAndTransport', 'MAX(${toleranceDays},logReplayLagTime+logTruncationLagTime,'),
]
# pairs of sub-formulas alike but for one operand that stay as written: (file, start of the notation, why)
DB_HOLED_APART=[
    ('servers', 'AND(${singleDagModel},${noDedicatedDrServers},numberOfActiveMailboxServersInDc2PerDag>=',
     'C128 and C129, the columns of the row family activeDatabasesAfterActivationFailures (their minimumServers)'),
]
# an operand of such a function too long for its call's line, named (file, start of its notation, name, what)
DB_OPERANDS=[
    ('databaseSize', 'input.databaseCountCustom+MOD(input.databaseCountCustom,diskGroupSize)', 'customCountPlusDiskGroupRemainder',
     'The custom database count plus its remainder over the disk group size (C79)'),
    ('servers', 'MAX(numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure,numberOfActiveDatabasesPerPdcServerAfterSecondPdcServerFailure,numberOfDatabasesUsedInMemorySizingInSecondaryDatacenter)',
     'memorySizingAcrossSites', 'The larger of the failure modes\' figures and the secondary datacenter\'s (C103, C130)'),
]
DB_OPERAND_USED=[]
def _db_operand(x):
    text=notation.template(x)
    if len(text)<=40: return text
    for g_,start,n,what in DB_OPERANDS:
        if g_==g and text.startswith('f`'+start):
            DB_OPERAND_USED.append((n,what,text)); return n
    raise Exception('an operand of a shared sub-formula without a name (write.py DB_OPERANDS): %s %s'%(g,text))
def _db_holed(text):
    for g_,start,n,x,what in DB_HOLED:
        if g_==g and text.startswith('f`'+start): return n,x,what
    for g_,start,why in DB_HOLED_APART:
        if g_==g and text.startswith('f`'+start): return None,None,why
    raise Exception('a sub-formula two cells write alike but for one operand, without a name (write.py DB_HOLED): %s %s'%(g,text))
def _db_holed_name(text): return _db_holed(text)[0]
# the sub-formulas the calculator writes once per datacenter (notation.hoist_by_datacenter), named here:
# (file, start of the notation, name, what it holds)
DB_FAMILIES=[
    ('storageDecisions', 'IF(input.diskTypeDc${dc}DatabaseLog="--",0,LOOKUP(', 'randomIopsPerDisk',
     'the random IOPS of datacenter dc\'s database disk type (Storage Design C48, D48), 0 for "--"'),
]
def _db_family(text):
    for g_,start,n,what in DB_FAMILIES:
        if g_==g and text.startswith(start): return n,what
    raise Exception('a per-datacenter sub-formula without a name (write.py DB_FAMILIES): %s %s'%(g,text))
def _db_family_name(text): return _db_family(text)[0]
def _db_family_line(n, x):
    what=[w for _,_,m,w in DB_FAMILIES if m==n][0]
    head='const %s = (dc: 1 | 2) => '%n; body=notation.template(x)
    return '/** %s%s. */\n%s%s;\n'%(what[0].upper(), what[1:], head, body.replace('\\${dc}','${dc}'))
def _db_holed_line(n, p):
    _,_,_,x,what=[h for h in DB_HOLED if h[0]==g and h[2]==n][0]
    body=notation.template(p).replace('${HOLE}','${%s}'%x)
    return '/** %s. */\nconst %s = (%s: Expr) => %s;\n'%(what, n, x, body)
def _db_shared_line(n, x):
    what=[w for _,_,m,w in DB_SHARED+DB_SHARED_SHORT if m==n][0]
    exported='export ' if (n,g) in {(m,f_) for (_,m),f_ in DB_IMPORTED.items()} else ''
    head='%sconst %s = '%(exported,n); body=x['code'] if x.get('op')=='splice' else notation.template(x)
    return '/** %s%s. */\n%s%s;\n'%(what[0].upper(), what[1:], head, body)
# Issue 29: the rows the calculator copies across columns (the tiers' rows, the server failures after activation),
# each written once as a step family (families.py): (file, its cells in the file's order, the family's name, what
# it holds, {the columns' differing operands (their notation, a column each): (the column datum's name, what it is)})
import families
ROW_FAMILIES=[
    ('databaseSize', ['C66','C68','C67','C69'], 'tierUserMailboxRatios', "each tier's share of the environment's mailboxes", {}),
    ('databaseSize', ['C70','C71','C72','C73'], 'tierMailboxesPerDatabase', "each tier's mailboxes per database", {}),
    ('servers', ['C128','C129'], 'activeDatabasesAfterActivationFailures',
     'the active databases per server after the first and the second server failure after activation', {
        ('numberOfHaDbCopyInstancesInSdc','input.haCopiesSecondary'): ('secondaryCopies',
            'the secondary copies it tests (I65 actual, C32 input)'),
        ('2','3'): ('minimumCopies', 'the secondary copies it needs'),
        ('2','4'): ('minimumServers', 'the secondary servers it needs'),
        ('1','2'): ('failedServers', 'the servers failed'),
        ('numberOfActiveDatabasesPerPdcServerAfterFirstPdcServerFailure','numberOfActiveDatabasesPerPdcServerAfterSecondPdcServerFailure'):
            ('primaryFigure', 'the primary datacenter\'s figure (C117, C121)'),
     }),
]
# a sub-formula a family's row writes twice but for one name, a function of that name inside the family
# (families._hoist_in_row): {family: (the function, its parameter, what it holds)}
FAMILY_HOLED={
    'activeDatabasesAfterActivationFailures': ('spread', 'servers',
        'The DAG\'s databases over `servers` less the failed ones, or the primary\'s figure if none failed over.'),
}
os.makedirs(ROOT+'/databases', exist_ok=True); os.makedirs(ROOT+'/profile', exist_ok=True)
for g,ks in groups.items():
    if g=='tier': continue
    USED.clear()
    es=[step_expr(k) if NOTATION else None for k in ks]
    on=[i for i,e in enumerate(es) if e is not None]
    fams,hes=notation.hoist_by_datacenter([es[i] for i in on], _db_family_name, min_len=DB_SHARED_MIN)
    shared,hes=notation.hoist(hes, _db_shared_name, min_len=DB_SHARED_MIN,
                              also={t for g_,t,_,_ in DB_SHARED_SHORT if g_==g})
    DB_OPERAND_USED.clear()
    holed,hes=notation.hoist_with_hole(hes, _db_holed_name, min_len=DB_SHARED_MIN, operand_code=_db_operand,
                                       shorter=[x for g_,x in DB_HOLED_SHORT if g_==g])
    hes=[families.tier_sums(x) for x in hes]; shared=[(n,families.tier_sums(x)) for n,x in shared]
    for i,e in zip(on,hes): es[i]=e
    lines=[step_code(k, shared_e=e)[1] for k,e in zip(ks,es)]
    rows=''; spans=[]
    for g_,cells,name,what,names in ROW_FAMILIES:
        if g_!=g: continue
        at=[ks.index(RR+'!'+c) for c in cells]
        if at!=list(range(at[0],at[0]+len(at))): raise Exception('a row family whose cells are not together: %s'%cells)
        members=[]
        for i in at:
            k=ks[i]; n=name_of(k)
            members.append({'key':n,'label':label_of(k) or byname.get(k) or n,'unit':UNITS.get(n) or unit(n),
                            'cite':cite(k),'note':NOTES.get(k,''),'expr':es[i]})
        rows+=families.row_family(members,name,what,names,FAMILY_HOLED)+'\n'
        spans.append((at[0],at[-1]+1,name))
    for a,b,name in sorted(spans, reverse=True): lines[a:b]=['  ...%s(),'%name]
    doc,var=DOC[g]
    imports=', '.join(sorted(USED))
    if NOTATION: imports='f'
    # one import of the formula module: f, and the types the file names (Expr where it has a holed function)
    imports=', '.join(sorted(imports.split(', ')+['Step']+(['Expr'] if holed else []), key=str.lower))
    text_=HEADER.format(doc=doc,imports=imports,var=var,body='\n'.join(lines),
                        shared=''.join(_db_family_line(n,x)+'\n' for n,x in fams)+''.join(_db_shared_line(n,x)+'\n' for n,x in shared if (g,n) not in DB_IMPORTED)+''.join('/** %s. */\nconst %s = %s;\n\n'%(w,n,t) for n,w,t in DB_OPERAND_USED)+''.join(_db_holed_line(n,p)+'\n' for n,p in holed)+rows)
    tier_fns=', '.join(fn for fn in ('tierAny','tierColumns','tierSum') if fn+'(' in text_)
    if tier_fns: text_=text_.replace('import { msStep } from "../msStep";\n','import { msStep } from "../msStep";\nimport { %s } from "./tierSum";\n'%tier_fns,1)
    if rows: text_=text_.replace('import { msStep } from "../msStep";\n','import { msStep } from "../msStep";\nimport { row } from "../stepRow";\nimport { stepFamily } from "../stepFamily";\n',1)
    imported=sorted((f_,n) for (g_,n),f_ in DB_IMPORTED.items() if g_==g and any(m==n for m,_ in shared))
    for f_,n in imported:   # after the ../ imports, before ./tierSum
        lines_=text_.split('\n')
        last=max(i for i,l in enumerate(lines_) if l.startswith('import '))
        at=next((i for i,l in enumerate(lines_) if l.startswith('import ') and 'from "./' in l), last+1)
        text_='\n'.join(lines_[:at]+['import { %s } from "./%s";'%(n,f_)]+lines_[at:])
    if 'rawCapacityExpr(' in text_:
        text_=text_.replace('from "../../formula";\n','from "../../formula";\nimport { rawCapacityExpr } from "../scenario/diskTables";\n',1)
    open(f'{ROOT}/databases/{g}.ts','w').write(text_)
# tiers: template from each tier; verify tiers agree after renaming
tier_cells={t:[k for k in groups['tier'] if tier_of(k)[0]==t] for t in (1,2,3,4)}
def templ(code,t):
    code=code.replace(f'"input.tier{t}.','I("').replace(f'"tier{t}.','T("')
    code=re.sub(r'([IT])\("([A-Za-z0-9]+)"', r'\1("\2")', code)
    return code
rows=sorted(set(tier_of(k)[1] for k in groups['tier']))
out=[]; USED.clear()
for row in rows:
    codes={}
    for t in (1,2,3,4):
        col='C' if t in (1,3) else 'I'; r=row+(26 if t>=3 else 0)
        k=f'{RR}!{col}{r}'
        n,c=step_code(k, True)
        ct=cite(k).replace(f'{col}{r}', '${tierCell(t, '+str(row)+')}').replace(f'Tier{t}', 'Tier${t}')
        lab=label_of(f'{RR}!B{row}') or ''
        c=templ(c,t).replace(js(cite(k)), '`'+ct+'`')
        ln=label_of(k)
        if ln and f'Tier-{t}' in ln: c=c.replace(js(ln), '`'+ln.replace(f'Tier-{t}','Tier-${t}')+'`')
        codes[t]=c
    # normalise cite: the cell differs by tier
    if codes[1]==codes[2]==codes[3]==codes[4]:
        out.append(codes[1])
    else:
        out.append('  // the calculator\'s tiers differ here; each tier keeps its own formula')
        out.append(f'  ...(t === 1 ? [\n  {codes[1]}\n  ] : t === 2 ? [\n  {codes[2]}\n  ] : t === 3 ? [\n  {codes[3]}\n  ] : [\n  {codes[4]}\n  ]),')
open(book.WORK+'/tier_body.ts','w').write('\n'.join(out)); print(sorted(USED))
json.dump({name_of(k):k for k in order}, open(book.WORK+'/names.json','w'), indent=0)
imports=', '.join(sorted(USED))
TIER='''/**
 * One mailbox tier's profile, as the calculator's Role Requirements computes it for tiers 1-4
 * (C10:C33 tier 1, I10:I33 tier 2, C36:C59 tier 3, I36:I59 tier 4): mailboxes after growth, the message
 * profile, megacycles per mailbox (active 0.0425 and passive 0.0137 per message, times the megacycles
 * factor on its share of users), CAS megacycles (x casRatio 0.375), the database cache per mailbox (3 MB per
 * 50 messages), transaction logs per day (by message profile, times MROUND(avgMessageKB / 78.947, 0.1)),
 * dumpster and whitespace, mailbox size on disk, IOPS (0.00067 per message, read share, desktop search
 * impact, IOPS factor or the custom IOPS) and the tier's database transfers.
 * Keys are `tier<t>.<name>`, names as `exsize size --json` prints them under `tiers[i]`.
 *
 * Translated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/write.py, cell by cell; where the
 * calculator's four tier columns differ (tier 1 shows "--" for a message profile without mailboxes, the
 * others 0), each tier keeps its own formula.
 * Example (the calculator's example tier: 5000 mailboxes, 200 messages, 75 KB, 10 GB quota):
 * iopsPerMailbox 0.134, megacyclesPerMailboxActive 8.5, dbCachePerMailboxMB 12,
 * transactionLogsPerMailboxPerDay 40, mailboxSizeOnDiskMB 10890.
 */
import { %s } from "../../formula";
import type { Step } from "../../formula";
import { msStep } from "../msStep";

export type TierIndex = 1 | 2 | 3 | 4;

/** The calculator's cell for row `sheetRow` (a tier-1 row, 10-33) of tier t. */
export function tierCell(t: TierIndex, sheetRow: number): string {
  return (t === 1 || t === 3 ? "C" : "I") + (t >= 3 ? sheetRow + 26 : sheetRow);
}

export function tierSteps(t: TierIndex): Step[] {
  const T = (name: string) => `tier${t}.${name}`;
  const I = (name: string) => `input.tier${t}.${name}`;
  return [
%s
  ];
}
'''
# Issue 29: profile/tierSteps.ts is written as one family over the tier (each row once, the tiers' differences
# at the row); the cell-by-cell translation goes beside it, to check it against (README.md).
os.makedirs(book.WORK, exist_ok=True)
open(book.WORK+'/tierSteps.flat.ts','w').write(TIER % (imports, '\n'.join('  '+l for l in out)))

# ---- aliases: the names the servers ("srv") and storage ("vol") areas read, as their NEEDS list them ----
import needs as _needs
needs=_needs.NEEDS
cell2name={}
for k in order: cell2name.setdefault(k, name_of(k))
for c in INPUT: cell2name.setdefault(c, INPUT[c])
mine=set(name_of(k) for k in order)
alias_lines=[]; seen=set(); skipped=[]
def ncell(c): return c.replace('RR!','Role Requirements!').split(' (')[0]
HAND={
 'volumeFreeSpacePercent': ('mul(ref("input.volumeFreeSpacePercent"), 100)', 'Input!C39', 'The scenario\'s percent (5 = the cell\'s 0.05), as the storage area reads it.'),
 'diskCapacityGB': (None,'Input!C116','The Datacenter 1 Database + Log disk size as a number of GB (the cell holds "4000 GB"); the calculator\'s varDiskSize list, Tables!A200:B225.'),
 'diskType': ('ref("input.diskTypeDc1DatabaseLog")','Input!D116','The Datacenter 1 Database + Log disk type (the scenario sets all 8 rows at once).'),
}
sizes=[(r[0],r[1]) for r in table('Tables!A201:B225')]
for who in ('srv','vol'):
    for a,c in needs[who]:
        if a in seen: continue
        cells=[ncell(c)]
        names_=[a]
        if a.startswith('tier{i}.'):
            base=ncell(c)
            row=int(re.match(r'.*![A-Z]+(\d+)',base).group(1))
            if 70<=row<=73: cells=[f'Role Requirements!C{70+i}' for i in range(4)]
            else:
                cells=[f'Role Requirements!{"CICI"[i]}{row+(26 if i>=2 else 0)}' if base.startswith('Role') else None for i in range(4)]
                if not base.startswith('Role'):
                    cells=[None]*4
            names_=[a.replace('{i}',str(i+1)) for i in range(4)]
        for i,(nm,cl) in enumerate(zip(names_,cells)):
            seen.add(nm)
            if nm in HAND:
                body,cell,note=HAND[nm]
                if body is None:
                    ks=', '.join(js(x) for x,_ in sizes); vs=', '.join(num_lit(y) for _,y in sizes)
                    body=f'lookup(ref("input.diskCapacityDc1DatabaseLog"), [{ks}], [{vs}])'
                alias_lines.append(f'  msStep({js(nm)}, {js(nm)}, {body}, {js(unit(nm))}, {js(cell)}, {js(note)}),'); continue
            if nm.startswith('tier') and cl is None:
                key=nm.split('.',1)[1]; target=f'input.tier{i+1}.{key}'; cl=f'tier {i+1} input'
            elif cl in cell2name: target=cell2name[cl]
            else: skipped.append((who,nm,c)); continue
            if target==nm: continue
            if nm in mine: skipped.append((who,nm,c,'conflicts with '+nm)); continue
            alias_lines.append(f'  msStep({js(nm)}, {js((label_of(cl) if cl and not cl.startswith("Input") and "!" in cl else None) or nm)}, ref({js(target)}), {js(unit(nm))}, {js(cl)}, "The name the servers and storage areas read for this cell."),')
print('skipped', skipped)
ALIAS='''/**
 * The names the servers area (helper "srv", tests/golden/microsoft/servers/needs.ts) and the storage area
 * (helper "vol", tests/golden/microsoft/storage/needs.ts) read, as steps over the database area's own names:
 * each is the calculator cell its NEEDS entry names (mostly `ref(...)` of the step for that cell).
 * Two names are not given here because the output of the same name is another cell: `dagCount` (the output,
 * Role Requirements!F223; the input Input!C27 is `input.dagCount`) and `mailboxesPerDatabase` (the output
 * C244; the unwrapped C81 is `recommendedMailboxesPerDatabase`).
 *
 * Translated by scripts/microsoft/write.py from those NEEDS lists.
 */
import {{ lookup, mul, ref }} from "../../formula";
import type {{ Step }} from "../../formula";
import {{ msStep }} from "../msStep";

export const sharedNameSteps: readonly Step[] = [
{body}
];
'''
# Issue 29: databases/sharedNames.ts holds the aliases as a table, one a line; the one-step-per-alias form
# goes beside it, to check it against (README.md).
open(book.WORK+'/sharedNames.flat.ts','w').write(ALIAS.format(body='\n'.join(alias_lines)))

# ---- profile/tierSteps.ts: the tier rows as one family over t, in the notation (issue 29) ----
# Each Role Requirements row of the tier block (10-33) is one step over t: its four cells (C, I, C+26, I+26)
# translated, their names of tier t written tier${t}; where the four translations differ, the differing
# node is written once per group of tiers, as a test on t, and the row says so.
def tier_expr(k, t):
    a=ast_of(k)
    e=notation.to_expr(a) if a is not None else notation.num(const(k))
    def sub(x):
        if isinstance(x,dict):
            y={kk:sub(v) for kk,v in x.items()}
            if y.get('op')=='ref': y['name']=re.sub(r'^(input\.)?tier%d\.'%t, r'\1tier${t}.', y['name'])
            return y
        if isinstance(x,list): return [sub(v) for v in x]
        return x
    return sub(e)
def tier_test(groups_):
    """`t === 1 ? A : B`-style code choosing among [(tiers, code)]."""
    def cond(ts):
        if ts==[1,2]: return 't <= 2'
        if ts==[3,4]: return 't >= 3'
        return ' || '.join('t === %d'%x for x in ts)
    code=groups_[-1][1]
    for ts,c in reversed(groups_[:-1]): code='%s ? %s : %s'%(cond(ts),c,code)
    return code
def merge_tiers(es, where):
    """One Expr over t from the four tiers' Exprs: equal parts once, a differing node as a splice."""
    if all(e==es[0] for e in es): return es[0]
    a=es[0]
    same_shape=all(e.get('op')==a.get('op') and set(e)==set(a) and all(
        e[k]==a[k] for k in a if not isinstance(a[k],(dict,list))) and all(
        len(e[k])==len(a[k]) for k in a if isinstance(a[k],list)) for e in es)
    def kids(e): return [e[k] for k in sorted(e) if isinstance(e[k],dict)]+[x for k in sorted(e) if isinstance(e[k],list) for x in e[k]]
    differing=sum(1 for i in range(len(kids(a))) if any(kids(e)[i]!=kids(a)[i] for e in es)) if same_shape else 0
    if same_shape and a['op'] not in ('lookup',) and differing==1:
        out={}
        for k,v in a.items():
            if isinstance(v,dict): out[k]=merge_tiers([e[k] for e in es], where)
            elif isinstance(v,list): out[k]=[merge_tiers([e[k][i] for e in es], where) for i in range(len(v))]
            else: out[k]=v
        return out
    groups_=[]
    for t,e in zip((1,2,3,4),es):
        for g in groups_:
            if g[1]==e: g[0].append(t); break
        else: groups_.append(([t],e))
    where.append([(ts,notation.notation(e)) for ts,e in groups_])
    return {'op':'splice','code':tier_test([(ts,notation.template(e)) for ts,e in groups_])}
def tier_family_expr(row):
    """The row's keys, its Expr over t and the comments on its tiers' differences."""
    ks=[f'{RR}!{"CICI"[t-1]}{row+(26 if t>=3 else 0)}' for t in (1,2,3,4)]
    where=[]
    e=merge_tiers([tier_expr(k,t) for t,k in zip((1,2,3,4),ks)], where)
    return ks, e, where
def tier_family_step(ks, e, where):
    names=[name_of(k) for k in ks]; assert all(n==f'tier{t}.'+names[0].split('.',1)[1] for t,n in zip((1,2,3,4),names)), names
    key=names[0].split('.',1)[1]
    labs=[(label_of(k) or byname.get(k) or name_of(k)).replace(f'Tier-{t}','Tier-${t}') for t,k in zip((1,2,3,4),ks)]
    assert len(set(labs))==1, labs
    row=int(re.match(r'[A-Z]+(\d+)', ks[0].split('!')[1]).group(1))
    cites=[cite(k).replace(k.split('!')[1].split('#')[0], '${tierCell(t, %d)}'%row).replace(f'Tier{t}','Tier${t}') for t,k in zip((1,2,3,4),ks)]
    assert len(set(cites))==1, cites
    units=[UNITS.get(n) or unit(n) for n in names]; assert len(set(units))==1, units
    lab=labs[0]; lab='`%s`'%lab if '${' in lab else js(lab)
    lines=[]
    for w in where:
        lines.append('    // the calculator\'s tier columns differ here: '+', '.join('%s %s'%(('tiers %d-%d'%(ts[0],ts[-1]) if ts==list(range(ts[0],ts[-1]+1)) else 'tiers '+' and '.join(map(str,ts))) +' have' if len(ts)>1 else 'tier %d has'%ts[0], n) for ts,n in w))
    formula=_TIER_ROW_CALLS.get(key) or notation.template(e)
    lines.append(f'    msStep(`tier${{t}}.{key}`, {lab}, {formula}, {js(units[0])}, `{cites[0]}`),')
    return '\n'.join(lines)
TIER_DOC='''/**
 * One mailbox tier's profile, as the calculator's Role Requirements computes it for tiers 1-4
 * (C10:C33 tier 1, I10:I33 tier 2, C36:C59 tier 3, I36:I59 tier 4): mailboxes after growth, the message
 * profile, megacycles per mailbox (active 0.0425 and passive 0.0137 per message, times the megacycles
 * factor on its share of users), CAS megacycles (x casRatio 0.375), the database cache per mailbox (3 MB per
 * 50 messages), transaction logs per day (by message profile, times MROUND(avgMessageKB / 78.947, 0.1)),
 * dumpster and whitespace, mailbox size on disk, IOPS (0.00067 per message, read share, desktop search
 * impact, IOPS factor or the custom IOPS) and the tier's database transfers.
 * Keys are `tier<t>.<name>`, names as `exsize size --json` prints them under `tiers[i]`.
 *
 * Generated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/generate.py (write.py; do not edit by hand,
 * regenerate: scripts/microsoft/README.md) as one family over the tier (issue 29): each row once, over t,
 * in the formula notation (f`...`, src/core/formula/parse.ts); where the
 * calculator's four tier columns differ (tier 1 shows "--" for a message profile without mailboxes, the
 * others 0; tiers 3-4 add writes and reads in the other order), the differing node is written per tier, as
 * a test on t, and a comment above the row says so.
 * Example (the calculator's example tier: 5000 mailboxes, 200 messages, 75 KB, 10 GB quota):
 * iopsPerMailbox 0.134, megacyclesPerMailboxActive 8.5, dbCachePerMailboxMB 12,
 * transactionLogsPerMailboxPerDay 40, mailboxSizeOnDiskMB 10890.
 */
import { f, lookup } from "../../formula";
import type { Expr, Step } from "../../formula";
import { msStep } from "../msStep";
import { MESSAGE_PROFILES } from "./versions";

export type TierIndex = 1 | 2 | 3 | 4;

/** The calculator's cell for row `sheetRow` (a tier-1 row, 10-33) of tier t. */
export function tierCell(t: TierIndex, sheetRow: number): string {
  return (t === 1 || t === 3 ? "C" : "I") + (t >= 3 ? sheetRow + 26 : sheetRow);
}

export function tierSteps(t: TierIndex): Step[] {
  /**
   * The calculator's lookup of the tier's message profile in its table of the ten profiles (50 to 500
   * messages a day, MESSAGE_PROFILES); `values`: the column it reads (messages, megacycles, DB cache MB,
   * logs), in order: LOOKUP(input.tier<t>.messagesPerDay,{"50 messages",...},{values},0).
   */
  const byProfile = (values: string) =>
    lookup(`input.tier${t}.messagesPerDay`, MESSAGE_PROFILES, values.split(",").map(Number));
%s%s  return [
%s
  ];
}
'''
_tier_rows=[tier_family_expr(row) for row in rows]
# the sub-formulas several tier rows (or one row twice) write, each written once (notation.hoist), named here
# by a pattern of their notation: (pattern, name, what it holds)
TIER_SHARED=[
    (r'LOOKUP\(input\.tier\$\{t\}\.messagesPerDay,\{[^}]*\},\{50,100,[^}]*\},0\)', 'messagesPerDay',
     'the message profile as messages a day'),
    (r'LOOKUP\(input\.tier\$\{t\}\.messagesPerDay,\{[^}]*\},\{2\.1,[^}]*\},0\)', 'profileMegacyclesActive',
     'the profile\'s megacycles per active mailbox'),
    (r'LOOKUP\(.*\)\*\(input\.tier\$\{t\}\.avgMessageKB/1024\)', 'messagesMBPerDay', 'MB of messages a day'),
    (r'LOOKUP\(.*\)\*\(input\.tier\$\{t\}\.avgMessageKB/1024\)\*input\.tier\$\{t\}\.deletedItemDays', 'deletedItemsMB',
     'MB of deleted items kept'),
    (r'IF\(input\.tier\$\{t\}\.predictIops="Yes",.*\)', 'iopsProfilePerMailbox', 'the predicted or the custom IOPS'),
    (r'tier\$\{t\}\.mailboxes-tier\$\{t\}\.mailboxes\*input\.tier\$\{t\}\.multiplicationFactorUserPercent',
     'mailboxesOutsideFactor', 'the mailboxes the multiplication factor leaves out'),
]
def _shared_name(text):
    for p,n,_ in TIER_SHARED:
        if re.fullmatch(p, text): return n
    raise Exception('a shared tier sub-formula without a name (write.py TIER_SHARED): '+text)
def _shared_line(n, x):
    what=[w for _,m,w in TIER_SHARED if m==n][0]
    head='  const %s = '%n
    body=x['code'] if x.get('op')=='splice' else notation.template(x)
    return '  /** %s%s. */\n%s%s;\n'%(what[0].upper(), what[1:], head, body)
_tier_shared,_tier_es=notation.hoist([e for _,e,_ in _tier_rows], _shared_name)
# The calculator's lookups of a tier's message profile differ only in the column they read: each is written
# byProfile("values") (tierSteps' one function of the ten profiles, versions.ts's MESSAGE_PROFILES, through lookup():
# the same tree).
PROFILES=['%d messages'%n for n in range(50,501,50)]
def _by_profile(e):
    if not isinstance(e,dict) or e.get('op')=='splice': return e
    if e.get('op')=='lookup' and e['key']==notation.ref('input.tier${t}.messagesPerDay'):
        assert e['keys']==PROFILES and e['match']=='exact', e
        return {'op':'splice','code':'byProfile("%s")'%','.join(notation.value(v) for v in e['values']),'expr':e}
    return {k:_by_profile(v) if isinstance(v,dict) else [_by_profile(x) for x in v] if isinstance(v,list) else v
            for k,v in e.items()}
_tier_shared=[(n,_by_profile(x)) for n,x in _tier_shared]; _tier_es=[_by_profile(e) for e in _tier_es]
# Tier rows the calculator writes as one formula over a part it changes between them (rows 12 and 13: the
# factor and the profile it scales; 14 and 15: the megacycles a message; 20 and 21: the row's test and the
# quota): one function of tierSteps(t) each, its rows calls of it. A row is so written only when its formula is the function's text
# with the row's parts pasted back (checked here, white space aside; f pastes a string as text and an Expr
# whole, so the trees are the same). (name, parameters, doc, its parts as written in the function,
# [(row key, [(the part as the row writes it, the argument)])]); the function's text is its widest row's.
TIER_ROW_FUNCTIONS=[
    ('multiplicationFactor', 'factor: string, profile: Expr',
     'Rows 12 (IOPS) and 13 (megacycles): the users the factor applies to (multiplicationFactorUserPercent)\n'
     '   * at the profile times the factor, the others at the profile, over all the mailboxes at the profile.',
     ['input.tier${t}.${factor}', '${profile}'],
     [('calculatedIopsMultiplicationFactor',
       [('input.tier${t}.iopsFactor', '"iopsFactor"'), ('${iopsProfilePerMailbox}', 'iopsProfilePerMailbox')]),
      ('calculatedMegacyclesMultiplicationFactor',
       [('input.tier${t}.megacyclesFactor', '"megacyclesFactor"'),
        ('${profileMegacyclesActive}', 'profileMegacyclesActive')])]),
    ('megacyclesPerMailbox', 'perMessage: number',
     'Rows 14 (active, 0.0425) and 15 (passive, 0.0137): megacycles / message x messages x the factor.',
     ['${perMessage}'],
     [('megacyclesPerMailboxActive', [('0.0425', '0.0425')]),
      ('megacyclesPerMailboxPassive', [('0.0137', '0.0137')])]),
    ('dumpsterAndWhitespace', 'shown: string, quota: string',
     'Rows 20 (the mailbox) and 21 (the personal archive): deleted items kept, the single item recovery\n'
     '   * and calendar versions of the `quota`, at most 30 GB, plus a day of messages; 0 unless `shown` <> 0.',
     ['${shown}<>0', 'input.tier${t}.${quota}'],
     [('dumpsterAndWhitespaceMB', [('tier${t}.mailboxes<>0', '`tier${t}.mailboxes`'), ('input.tier${t}.quotaMB', '"quotaMB"')]),
      ('personalArchiveDumpsterAndWhitespaceSize',
       [('input.tier${t}.archiveQuotaMB<>0', '`input.tier${t}.archiveQuotaMB`'),
        ('input.tier${t}.archiveQuotaMB', '"archiveQuotaMB"')])]),
]
_tier_key_es={ks[0] and name_of(ks[0]).split('.',1)[1]:e for (ks,_,_),e in zip(_tier_rows,_tier_es)}
_TIER_ROW_CALLS={}
def _tier_row_function(name, params, doc, holes, calls):
    texts={key:notation.template(_tier_key_es[key]) for key,_ in calls}
    base=max(calls, key=lambda c: len(texts[c[0]]))   # the widest row's layout, so the function's fits too
    body=texts[base[0]]
    for (part,_),hole in zip(base[1],holes): body=body.replace(part,hole)
    for key,parts in calls:
        back=body
        for (part,_),hole in zip(parts,holes): back=back.replace(hole,part)
        if re.sub(r'\s','',back)!=re.sub(r'\s','',texts[key]):
            raise Exception(f'tier row {key} is not {name}: {texts[key]}')
        _TIER_ROW_CALLS[key]='%s(%s)'%(name,', '.join(arg for _,arg in parts))
    head='  /** %s */\n'%doc if '\n' not in doc and len(doc)<=102 else '  /**\n   * %s\n   */\n'%doc
    return '%s  const %s = (%s) =>\n    %s;\n'%(head,name,params,body)
_tier_functions=''.join(_tier_row_function(*r) for r in TIER_ROW_FUNCTIONS)
open(ROOT+'/profile/tierSteps.ts','w').write(TIER_DOC % (
    ''.join(_shared_line(n,x) for n,x in _tier_shared), _tier_functions,
    '\n'.join(tier_family_step(ks,e,w) for (ks,_,w),e in zip(_tier_rows,_tier_es))))
