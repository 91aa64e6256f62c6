"""Translate the calculator's formula cells (closure of chosen outputs) into src/core/formula Step code."""
import re, json, sys
from openpyxl.formula.tokenizer import Tokenizer, Token
import book
# The calculator's two readings and its defined names, from ../shared or the fixtures (book.py).
wb=book.BOOK
wv=book.VALUES
names=book.NAMES
def norm(sheet, ref): return f"{sheet}!{ref.replace('$','')}"
def target(t):
    m=re.match(r"^'?([^'!]+)'?!(.+)$", t) if t is not None else None
    return norm(m.group(1), m.group(2)) if m else None
def resolve(n):
    if n=='calcNumDBMemSizingPDC': return 'Role Requirements!C103#pdc'
    return target(names.get(n))
if book.NAME_OF_CELL is not None: byname=book.NAME_OF_CELL
else:
    byname=book.Recorded()
    for n,t in dict.items(names):
        r='Role Requirements!C103#pdc' if n=='calcNumDBMemSizingPDC' else target(t)
        if r and not dict.__contains__(byname, r): dict.__setitem__(byname, r, n)
OVERRIDE={
 # static cycle C103 <-> C130 (see departures.ts)
 'Role Requirements!C103#pdc': '=IF(HAOption="Yes",IF(AND(calcNumActiveDBsFF="--",calcNumActiveDBsSF="--"),calcNumActiveDBs*IF(AND(calcNumDBCopyInPDCActual=1,SiteResilienceEnabled="Yes",SRModel="Active/Active (Single DAG)"),2,1),IF(AND(SiteResilienceEnabled="Yes",SRModel="Active/Active (Single DAG)",calcSRAASDDRServers="No"),MAX(calcNumActiveDBsFF,calcNumActiveDBsSF),MAX(calcNumActiveDBsFF,calcNumActiveDBsSF))),RecNumDBsDC1)',
 'Role Requirements!C130': '=IF(AND(HAOption="Yes",SiteResilienceEnabled="Yes"),IF(AND(calcNumAMBXServersDC1=1,calcNumDBCopyInPDC=1,SiteResilienceEnabled="Yes",SRModel="Active/Active (Single DAG)"),calcNumDBMemSizingPDC,MAX(calcNumActiveDBsSiteF,calcNumActiveDBsSiteF1F,calcNumActiveDBsSiteF2F)),"--")',
 # static cycle C77 -> C100 -> C116 -> C86 -> C79 -> C80 -> C78 -> C77: C77 reads TotalMBXPerSvr (C100) only when HA is off, where C100 is TotalMBX/numMBXServers
 'Role Requirements!C77': '=MIN(IF(ROUNDUP(IF(HAOption="Yes",TotMBXPerDAG,(TotalMBX/numMBXServers))/calcMBXPerDB,0)<2,ROUNDUP(IF(HAOption="Yes",TotMBXPerDAG,(TotalMBX/numMBXServers))/calcMBXPerDB,0),CEILING(IF(HAOption="Yes",TotMBXPerDAG,(TotalMBX/numMBXServers))/calcMBXPerDB,2)),IF(HAOption="Yes",calcMaxNumDBDAG,calcMaxNumDBs))',
 'Role Requirements!E225': '=IF(HAOption="Yes",SUM(C225:D225),"--")',
 'Role Requirements!E226': '=IF(HAOption="Yes",SUM(C226:D226),"--")',
 'Role Requirements!E248': '=IF(ValidationCheck=FALSE,IF(HAOption="Yes",D248*calcNumDAGs,C248*numMBXServers),"--")',
}
TABLE_COLS={
 'Table24': {' / Primary Datacenter':'C','/ Secondary Datacenter':'D','/ DAG':'E','/ Environment':'F'},
 'Table2433': {' / Primary Datacenter':'C','/ Secondary Datacenter':'D'},
 'Table2421': {' / Server':'C','/ DAG':'D','/ Environment':'E'},
 'Table28': {'/ Database':'C',' / Server':'D','/ DAG':'E','/ Environment':'F'},
 'Table76': {'/ Database':'C',' / Server':'D','/ DAG':'E','/ Environment':'F'},
}
def structured(v, key):
    row=re.match(r'[A-Z]+(\d+)', key.split('!')[1]).group(1)
    def one(m):
        t=m.group(1); cols=TABLE_COLS[t]
        a=cols[m.group(2)]
        if m.group(3) is not None: return f"{a}{row}:{cols[m.group(3)]}{row}"
        return f"{a}{row}"
    v=re.sub(r"(Table\d+)\[\[#This Row\],\[([^\]]*)\](?::\[([^\]]*)\])?\]", one, v)
    return v
CYCLE_FIX=('IF(HAOption="Yes",TotMBXPerDAG,TotalMBXPerSvr)','IF(HAOption="Yes",TotMBXPerDAG,TotalMBX/numMBXServers)')
def formula(key):
    if key in OVERRIDE: return OVERRIDE[key]
    if '#' in key: return None
    s,r=key.split('!'); v=wb[s][r].value
    if isinstance(v,str) and CYCLE_FIX[0] in v: v=v.replace(*CYCLE_FIX)
    if isinstance(v,str) and 'Table' in v and '[' in v: v=structured(v,key)
    return v if isinstance(v,str) and v.startswith('=') else None
def const(key):
    s,r=key.split('!'); return wv[s][r].value

# ---------------- parser -----------------
class Parser:
    def __init__(self, text, sheet):
        toks=[t for t in Tokenizer(text).items if t.type!='WHITE-SPACE']
        self.t=toks; self.i=0; self.sheet=sheet
    def peek(self): return self.t[self.i] if self.i<len(self.t) else None
    def next(self): x=self.t[self.i]; self.i+=1; return x
    def parse(self):
        e=self.expr(0)
        assert self.peek() is None, ('trailing', self.peek())
        return e
    PREC={'=':1,'<>':1,'<':1,'>':1,'<=':1,'>=':1,'&':2,'+':3,'-':3,'*':4,'/':4,'^':5}
    def expr(self, minp):
        left=self.unary()
        while True:
            t=self.peek()
            if t is None or t.type!='OPERATOR-INFIX' or self.PREC[t.value]<minp+ (0): break
            p=self.PREC[t.value]
            if p<minp: break
            self.next()
            right=self.expr(p+1)
            left=('bin',t.value,left,right)
        return left
    def unary(self):
        t=self.peek()
        if t.type=='OPERATOR-PREFIX':
            self.next(); a=self.unary()
            return ('neg',a) if t.value=='-' else a
        return self.primary()
    def primary(self):
        t=self.next()
        if t.type=='OPERAND':
            if t.subtype=='NUMBER': return ('num', float(t.value))
            if t.subtype=='TEXT': return ('text', t.value[1:-1].replace('""','"'))
            if t.subtype=='LOGICAL': return ('bool', t.value.upper()=='TRUE')
            if t.subtype=='RANGE': return ('range', t.value, self.sheet)
            raise Exception(t)
        if t.type=='FUNC' and t.subtype=='OPEN':
            fn=t.value[:-1].upper(); args=[]
            if self.peek().type=='FUNC' and self.peek().subtype=='CLOSE':
                self.next(); return ('fn',fn,args)
            while True:
                if self.peek().type=='SEP' or (self.peek().type=='FUNC' and self.peek().subtype=='CLOSE'):
                    args.append(('empty',))
                else:
                    args.append(self.expr(0))
                s=self.next()
                if s.type=='FUNC' and s.subtype=='CLOSE': break
                assert s.type=='SEP', s
            return ('fn',fn,args)
        if t.type=='PAREN' and t.subtype=='OPEN':
            e=self.expr(0); c=self.next(); assert c.type=='PAREN'; return e
        raise Exception(('unexpected',t.type,t.subtype,t.value))

def range_key(x, sheet):
    if x in names or x=='calcNumDBMemSizingPDC':
        r=resolve(x); return r
    m=re.match(r"^'?([^'!]+)'?!(.+)$", x)
    if m: return norm(m.group(1), m.group(2))
    return norm(sheet, x)
def expand(key):
    s,r=key.split('!')
    if ':' not in r: return [key]
    out=[]
    for row in wb[s][r]:
        for c in row: out.append(f"{s}!{c.coordinate}")
    return out
def table(key):
    s,r=key.split('!'); rows=[]
    for row in wv[s][r]: rows.append([c.value for c in row])
    return rows

# --------------- closure ----------------
def deps(ast, out):
    k=ast[0]
    if k=='range': out.extend(expand(range_key(ast[1],ast[2])))
    elif k=='bin': deps(ast[2],out); deps(ast[3],out)
    elif k=='neg': deps(ast[1],out)
    elif k=='fn':
        if ast[1]=='VLOOKUP': deps(ast[2][0],out)
        elif ast[1]=='INDEX': pass
        else:
            for a in ast[2]: deps(a,out)
    return out
def is_table(key):
    s,r=key.split('!')
    if ':' not in r: return False
    a,b=r.split(':')
    return re.sub(r'\d','',a)!=re.sub(r'\d','',b)  # multi-column = table
ASTS={}
def ast_of(key):
    if key not in ASTS:
        f=formula(key)
        ASTS[key]=Parser(f, key.split('!')[0]).parse() if f else None
    return ASTS[key]
def closure(targets):
    seen=[]; order=[]
    visiting=set()
    def visit(k):
        if k in seen: return
        if k in visiting: raise Exception('cycle at '+k)
        visiting.add(k)
        a=ast_of(k)
        if a is not None:
            for d in deps(a,[]): visit(d)
        visiting.discard(k); seen.append(k)
    for t in targets: visit(t)
    return seen
