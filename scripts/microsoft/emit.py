from gen import *
import json, re, sys
import book
M=book.MAPPING  # mscalc.py --mapping (book.py)
RR='Role Requirements'
# ---------- names ----------
INPUT={}
for r in M['inputs']:
    if len(r['cells'])==1: INPUT[r['cells'][0]]='input.'+r['name']
MULTI={'Input!C131':'coresPerServer','Input!C132':'coresPerServerSecondary','Input!C133':'coresPerServerLagged',
 'Input!D131':'specIntRate2006','Input!D132':'specIntRate2006Secondary','Input!D133':'specIntRate2006Lagged',
 'Input!G22':'siteResilience','Input!G23':'siteResilienceModel','Input!G36':'maxDbSizeConfiguration','Input!G37':'maxDbSizeGB',
 'Input!G38':'databaseCountAutomatic','Input!G39':'databaseCountCustom'}
for i,(dc,rows) in enumerate([(1,range(115,119)),(2,range(121,125))]):
    for row,role in zip(rows,['System','DatabaseLog','Log','Restore']):
        MULTI[f'Input!C{row}']=f'diskCapacityDc{dc}{role}'; MULTI[f'Input!D{row}']=f'diskTypeDc{dc}{role}'
for k,v in MULTI.items(): INPUT[k]='input.'+v
for r in M['tierInputs']: INPUT[r['cell']]=f"input.tier{r['tier']}.{r['key']}"
OUT={}
for r in M['outputs']:
    if isinstance(r['cells'],list) and len(r['cells'])==1: OUT[r['cells'][0]]=r['name']
TIEROUT={r['cell']:r['name'] for r in M['tierOutputs'] if r['tier']==1}
def tier_of(key):
    s,c=key.split('!')
    if s!=RR or '#' in c: return None
    m=re.match(r'([A-Z]+)(\d+)$',c); col,row=m.group(1),int(m.group(2))
    if 10<=row<=33 and col in 'CI': return (1 if col=='C' else 2), row
    if 36<=row<=59 and col in 'CI': return (3 if col=='C' else 4), row-26
    return None
def camel(s):
    s=s.replace('/s',' per second').replace(' / ',' per ').replace('/ ',' per ')
    if ' ' not in s: words=re.findall(r'[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+', s)
    else: words=re.findall(r'[A-Za-z0-9]+', s)
    out=[]
    for i,w in enumerate(words):
        w=w.lower() if (w.isupper() or i==0) else w
        out.append(w if i==0 else w[0].upper()+w[1:])
    s=''.join(out)
    return s[0].lower()+s[1:]
def label_of(key):
    s,c=key.split('!')
    if '#' in c: return 'Number of Databases Used in Memory Sizing (primary datacenter terms only)'
    m=re.match(r'([A-Z]+)(\d+)$',c); col,row=m.group(1),int(m.group(2))
    ws=wb[s]; lab=None
    if s==RR: lab=ws[('H' if col in 'IJ' else 'B')+str(row)].value
    elif s=='Variables': lab=ws[f'J{row}'].value
    if isinstance(lab,str) and lab.startswith('='):
        toks=[x for x in Tokenizer(lab).items if x.type!='WHITE-SPACE']
        t=[x.value[1:-1] for i,x in enumerate(toks) if x.subtype=='TEXT' and not (i>0 and toks[i-1].type=='OPERATOR-INFIX')]
        t=[x for x in t if x not in ('Yes','No') and len(x)>4]
        lab=(t[0] if t else None)
        if lab and lab.startswith(' / '): lab=None
    if lab and s==RR and col not in 'CI' and row>=220:
        hdr=ws[f'{col}{ {248:247,273:272,274:272,275:272,276:272,277:272,278:272,281:280,282:280,283:280,284:280,223:221,224:221,225:221,226:221,227:221}.get(row,row-1)}'].value
        if isinstance(hdr,str) and not hdr.startswith('='): lab=lab+' '+hdr.strip()
    return lab
NAMES={}
SPECIAL={'Volume Requirements!B123':'firstDatabaseSet','Variables!K53':'diskGroupSize',
 'Variables!K33':'maxDatabaseSizeUnder2CopiesGB','Variables!K34':'maxDatabaseSize2OrMoreCopiesGB',
 'Role Requirements!G195':'activeDatabasesPerServer.worstFailure','Role Requirements!G201':'casMegacyclesPerServerWorstFailure',
 'Role Requirements!E226':'laggedCopyServersPerDag','Role Requirements!F226':'laggedCopyServersEnvironment',
 'Role Requirements!C225':'mailboxServersPerDagPrimary','Role Requirements!D225':'mailboxServersPerDagSecondary','Role Requirements!C226':'laggedCopyServersPerDagPrimary','Role Requirements!D226':'laggedCopyServersPerDagSecondary','Role Requirements!F225':'mailboxServersEnvironment',
 'Volume Requirements!I6':'volumeDesign'}
def name_of(key):
    if key in NAMES: return NAMES[key]
    if key in INPUT: n=INPUT[key]
    elif key in SPECIAL: n=SPECIAL[key]
    elif key in OUT: n=OUT[key]
    else:
        t=tier_of(key)
        if t:
            tier,row=t; base=f'{RR}!C{row}'
            n=f'tier{tier}.'+(TIEROUT.get(base) or camel(label_of(base)))
        else:
            lab=label_of(key); dn=byname.get(key)
            n=camel(lab) if lab else camel(dn) if dn else camel(key)
    NAMES[key]=n; return n

def js(s): return json.dumps(s)
def num_lit(x):
    return repr(int(x)) if float(x).is_integer() and abs(x)<1e15 else repr(x)
USED=set()
def E(a, top=False):
    """TS builder code for an AST node. Operands inside builders may be raw numbers / name strings."""
    k=a[0]
    if k=='num':
        if top: USED.add('num'); return f"num({num_lit(a[1])})"
        return num_lit(a[1])
    if k=='text': USED.add('text'); return f"text({js(a[1])})"
    if k=='bool': USED.add('bool'); return f"bool({'true' if a[1] else 'false'})"
    if k=='empty':
        if top: USED.add('num'); return "num(0)"
        return "0"
    if k=='range':
        key=range_key(a[1],a[2])
        if ':' in key.split('!')[1]: raise Exception('range outside SUM/VLOOKUP: '+a[1])
        n=name_of(key)
        if top: USED.add('ref'); return f"ref({js(n)})"
        return js(n)
    if k=='neg': USED.add('neg'); return f"neg({E(a[1])})"
    if k=='bin':
        op=a[1]; x=E(a[2]); y=E(a[3])
        m={'+':'add','-':'sub','*':'mul','/':'div'}
        if op in m: USED.add(m[op]); return f"{m[op]}({x}, {y})"
        if op in ('=','<>','<','>','<=','>='): USED.add('cmp'); return f"cmp({x}, {js(op)}, {y})"
        raise Exception('operator '+op)
    if k=='fn':
        fn,args=a[1],a[2]
        if fn=='IF':
            USED.add('iff')
            c=E(args[0]); t=E(args[1]) if len(args)>1 else E(('bool',True))
            e=E(args[2]) if len(args)>2 else E(('bool',False))
            return f"iff({c}, {t}, {e})"
        if fn in ('AND','OR','MAX','MIN'):
            f={'AND':'and','OR':'or','MAX':'max','MIN':'min'}[fn]; USED.add(f)
            return f"{f}({', '.join(E(x) for x in args)})"
        if fn=='SUM':
            USED.add('sum'); parts=[]
            for x in args:
                if x[0]=='range' and ':' in range_key(x[1],x[2]).split('!')[1]:
                    parts+= [js(name_of(c)) for c in expand(range_key(x[1],x[2]))]
                else: parts.append(E(x))
            return f"sum({', '.join(parts)})"
        if fn=='NOT': USED.add('not'); return f"not({E(args[0])})"
        if fn in ('ROUND','ROUNDUP','ROUNDDOWN'):
            f=fn.lower(); USED.add(f)
            d=args[1]; assert d[0]=='num', a
            return f"{f}({E(args[0])}, {num_lit(d[1])})"
        if fn in ('MROUND','CEILING','MOD','PERMUT','IFERROR'):
            f=fn.lower(); USED.add(f); return f"{f}({E(args[0])}, {E(args[1])})"
        if fn in ('ISEVEN','ISERROR'):
            f=fn.lower(); USED.add(f); return f"{f}({E(args[0])})"
        if fn=='INDEX':
            key=range_key(args[0][1],args[0][2]); cells=expand(key); i=int(args[1][1])
            return E(('text', const(cells[i-1])))
        if fn=='VLOOKUP':
            USED.add('lookup')
            key=range_key(args[1][1],args[1][2]); rows=table(key); col=int(args[2][1])
            exact = len(args)>3 and args[3][0] in ('bool','num') and not args[3][1]
            ks=[r[0] for r in rows]; vs=[r[col-1] for r in rows]
            pairs=[(x,y) for x,y in zip(ks,vs) if x is not None]
            kl=', '.join(js(x) if isinstance(x,str) else num_lit(x) for x,_ in pairs)
            vl=', '.join(js(y) if isinstance(y,str) else num_lit(y) for _,y in pairs)
            tail='' if exact else ', "atMost"'
            return f"lookup({E(args[0])}, [{kl}], [{vl}]{tail})"
        raise Exception('function '+fn)
    raise Exception(a)

def topexpr(a):
    s=E(a, top=True)
    return s
