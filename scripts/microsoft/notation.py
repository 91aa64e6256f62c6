"""A translated formula in the formula notation of src/core/formula/parse.ts (f`...`), as printNotation writes it.

to_expr(ast) builds, from a calculator formula's parse tree (gen.py), the same Expr tree emit.E's builder code
gives (the builders of src/core/formula/expr.ts: a number operand is num, a name operand is ref); notation(e)
writes it as printNotation does (a port: its precedences, parentheses and number format), and template(e) as
one f`...` line for a template literal (its ` and ${ escaped); generate.py lays the written files' formulas
out with scripts/compact/reflowFormulas.js (whitespace outside "..." is ignored by the notation's parser).
Example: IF(HAOption="Yes",TotMBXPerDAG,0) is f`IF(input.highAvailability="Yes",totalMailboxesPerDag,0)`.
"""
import re
from decimal import Decimal

import emit
import gen


def num(v):
    return {'op': 'num', 'value': float(v)}


def ref(n):
    return {'op': 'ref', 'name': n}


def to_expr(a):
    """The Expr tree of emit.E(a, top=True)'s builder code."""
    k = a[0]
    if k == 'num':
        return num(a[1])
    if k == 'text':
        return {'op': 'text', 'value': a[1]}
    if k == 'bool':
        return {'op': 'bool', 'value': a[1]}
    if k == 'empty':
        return num(0)
    if k == 'range':
        key = gen.range_key(a[1], a[2])
        if ':' in key.split('!')[1]:
            raise Exception('range outside SUM/VLOOKUP: ' + a[1])
        return ref(emit.name_of(key))
    if k == 'neg':
        return {'op': 'neg', 'a': to_expr(a[1])}
    if k == 'bin':
        op = a[1]
        m = {'+': 'add', '-': 'sub', '*': 'mul', '/': 'div'}
        if op in m:
            return {'op': m[op], 'a': to_expr(a[2]), 'b': to_expr(a[3])}
        if op in ('=', '<>', '<', '>', '<=', '>='):
            return {'op': 'cmp', 'rel': op, 'a': to_expr(a[2]), 'b': to_expr(a[3])}
        raise Exception('operator ' + op)
    fn, args = a[1], a[2]
    if fn == 'IF':
        return {'op': 'if', 'cond': to_expr(args[0]),
                'then': to_expr(args[1]) if len(args) > 1 else {'op': 'bool', 'value': True},
                'else': to_expr(args[2]) if len(args) > 2 else {'op': 'bool', 'value': False}}
    if fn in ('AND', 'OR', 'MAX', 'MIN'):
        return {'op': fn.lower(), 'args': [to_expr(x) for x in args]}
    if fn == 'SUM':
        parts = []
        for x in args:
            if x[0] == 'range' and ':' in gen.range_key(x[1], x[2]).split('!')[1]:
                parts += [ref(emit.name_of(c)) for c in gen.expand(gen.range_key(x[1], x[2]))]
            else:
                parts.append(to_expr(x))
        return {'op': 'sum', 'args': parts}
    if fn in ('NOT', 'ISEVEN', 'ISERROR'):
        return {'op': fn.lower(), 'a': to_expr(args[0])}
    if fn in ('ROUND', 'ROUNDUP', 'ROUNDDOWN'):
        assert args[1][0] == 'num', a
        return {'op': fn.lower(), 'a': to_expr(args[0]), 'digits': float(args[1][1])}
    if fn in ('MROUND', 'CEILING', 'MOD', 'PERMUT', 'IFERROR'):
        return {'op': fn.lower(), 'a': to_expr(args[0]), 'b': to_expr(args[1])}
    if fn == 'INDEX':
        cells = gen.expand(gen.range_key(args[0][1], args[0][2]))
        return {'op': 'text', 'value': gen.const(cells[int(args[1][1]) - 1])}
    if fn == 'VLOOKUP':
        rows = gen.table(gen.range_key(args[1][1], args[1][2]))
        col = int(args[2][1])
        exact = len(args) > 3 and args[3][0] in ('bool', 'num') and not args[3][1]
        pairs = [(r[0], r[col - 1]) for r in rows if r[0] is not None]
        return {'op': 'lookup', 'key': to_expr(args[0]), 'keys': [x for x, _ in pairs],
                'values': [y for _, y in pairs], 'match': 'exact' if exact else 'atMost'}
    raise Exception('function ' + fn)


def js_number(x):
    """JavaScript's String(x) for a finite number, "e" as "E" (print.ts printNumber)."""
    x = float(x)
    if x == 0:
        return '0'
    if x.is_integer() and abs(x) < 1e21:
        return str(int(x))
    sign = '-' if x < 0 else ''
    t = Decimal(repr(abs(x))).normalize().as_tuple()
    digits = ''.join(map(str, t.digits))
    k, n = len(digits), t.exponent + len(t.digits)
    if k <= n <= 21:
        s = digits + '0' * (n - k)
    elif 0 < n <= 21:
        s = digits[:n] + '.' + digits[n:]
    elif -6 < n <= 0:
        s = '0.' + '0' * (-n) + digits
    else:
        e = n - 1
        s = digits[0] + ('.' + digits[1:] if k > 1 else '') + 'E' + ('+' if e > 0 else '-') + str(abs(e))
    return sign + s


def value(v):
    if isinstance(v, bool):
        return 'TRUE' if v else 'FALSE'
    if isinstance(v, (int, float)):
        return js_number(v)
    return '"%s"' % v.replace('"', '""')


def notation(e, parent=0):
    """printNotation (src/core/formula/parse.ts), ported."""
    def wrap(own, s):
        return '(%s)' % s if own < parent else s

    def call(name, *args):
        return '%s(%s)' % (name, ','.join(a if isinstance(a, str) else notation(a) for a in args))
    op = e['op']
    if op == 'num':
        return wrap(2.5, js_number(e['value'])) if e['value'] < 0 else js_number(e['value'])
    if op in ('text', 'bool'):
        return value(e['value'])
    if op == 'ref':
        return e['name']
    if op == 'splice':
        SPLICES.append(e['code'])
        # as wide as the ${code} it becomes, so that layout measures the line it will be
        i = str(len(SPLICES) - 1)
        return wrap(_prec(e['expr']) if 'expr' in e else 9,
                    '\u0001' + i + '\u0002' * max(0, len(e['code']) + 1 - len(i)) + '\u0001')
    if op in ('add', 'sub', 'mul', 'div'):
        p = 2 if op in ('add', 'sub') else 3
        sym = {'add': '+', 'sub': '-', 'mul': '*', 'div': '/'}[op]
        return wrap(p, notation(e['a'], p) + sym + notation(e['b'], p + 1))
    if op == 'neg':
        return wrap(2.5, '-' + ('(%s)' % notation(e['a']) if e['a']['op'] == 'num' else notation(e['a'], 4)))
    if op == 'cmp':
        return wrap(1, notation(e['a'], 1.5) + e['rel'] + notation(e['b'], 1.5))
    if op in ('and', 'or', 'max', 'min', 'sum'):
        return call(op.upper(), *e['args'])
    if op in ('not', 'iseven', 'iserror'):
        return call(op.upper(), e['a'])
    if op in ('mround', 'ceiling', 'mod', 'permut', 'iferror'):
        return call(op.upper(), e['a'], e['b'])
    if op in ('round', 'roundup', 'rounddown'):
        if op == 'roundup' and e['digits'] == 0 and e['a']['op'] == 'round' and e['a']['digits'] == 9:
            return call('WHOLECOUNT', e['a']['a'])
        return call(op.upper(), e['a'], js_number(e['digits']))
    if op == 'if':
        return call('IF', e['cond'], e['then'], e['else'])
    if op == 'lookup':
        return call('LOOKUP', e['key'], '{%s}' % ','.join(value(v) for v in e['keys']),
                    '{%s}' % ','.join(value(v) for v in e['values']), '0' if e['match'] == 'exact' else '1')
    raise Exception('no notation for ' + op)


SPLICES = []


def template(e):
    """f`...` of an Expr on one line (generate.py then lays every formula out with
    scripts/compact/reflowFormulas.js, the rule the hand-written files follow); a splice node (code choosing an
    Expr, tierSteps.ts) is written ${code}; a name may hold ${t} (the tier's number, pasted as text)."""
    del SPLICES[:]
    text = notation(e)
    codes = list(SPLICES)
    text = text.replace('\\', '\\\\').replace('`', '\\`')
    text = text.replace('\\${t}', '${t}')   # escaped above only if a name held ${t}
    text = text.replace('${', '\\${').replace('\\${t}', '${t}')
    text = re.sub('\u0001([0-9]+)\u0002*\u0001', lambda m: '${%s}' % codes[int(m.group(1))], text)
    return 'f`%s`' % text


def _key(e):
    import json
    return json.dumps(e, sort_keys=True)


def _subtrees(e):
    """Every dict node of e, e first (not the tree a splice stands for)."""
    yield e
    if e.get('op') == 'splice':
        return
    for k in sorted(e):
        v = e[k]
        if isinstance(v, dict):
            yield from _subtrees(v)
        elif isinstance(v, list):
            for x in v:
                if isinstance(x, dict):
                    yield from _subtrees(x)


def _has_splice(e):
    return any(x.get('op') == 'splice' for x in _subtrees(e))


def _prec(e):
    """The precedence notation() gives e's own text (a splice of e is wrapped in (...) below it)."""
    op = e['op']
    if op in ('add', 'sub'):
        return 2
    if op in ('mul', 'div'):
        return 3
    if op == 'cmp':
        return 1
    if op == 'neg' or (op == 'num' and e['value'] < 0):
        return 2.5
    return 9


def _replace(e, key, code):
    if e.get('op') == 'splice':
        return e
    if _key(e) == key:
        return {'op': 'splice', 'code': code, 'expr': json_loads(key)}
    out = {}
    for k, v in e.items():
        if isinstance(v, dict):
            out[k] = _replace(v, key, code)
        elif isinstance(v, list):
            out[k] = [_replace(x, key, code) if isinstance(x, dict) else x for x in v]
        else:
            out[k] = v
    return out


def hoist(exprs, name_of, min_len=80, also=()):
    """Issue 29: a sub-formula the calculator writes again and again (in several rows, or twice in one cell)
    written once. Returns (shared, exprs): shared is [(name, Expr)] in the order they must be declared (one may
    splice an earlier one), and exprs has each occurrence replaced by a splice node of that name (template
    writes it ${name}; f`...` pastes the same tree, so every step's formula is unchanged). A sub-formula is
    shared when its notation is at least min_len characters, or is one of also (shorter ones named where
    sharing them saves lines), and it stands twice or more (the longest first); name_of(text) names it from
    its notation."""
    exprs, shared = list(exprs), []
    while True:
        count, text = {}, {}
        for e in exprs + [x for _, x in shared]:
            for s in _subtrees(e):
                if s.get('op') in ('num', 'text', 'bool', 'ref', 'splice') or _has_splice(s):
                    continue
                k = _key(s)
                if k not in text:
                    text[k] = notation(s)
                    if len(text[k]) < min_len and text[k] not in also:
                        continue
                if len(text[k]) >= min_len or text[k] in also:
                    count[k] = count.get(k, 0) + 1
        cands = [k for k, c in count.items() if c >= 2]
        if not cands:
            break
        k = max(cands, key=lambda k: (len(text[k]), k))
        name = name_of(text[k])
        exprs = [_replace(e, k, name) for e in exprs]
        shared = [(n, _replace(x, k, name)) for n, x in shared] + [(name, json_loads(k))]
    return list(reversed(shared)), exprs


def json_loads(k):
    import json
    return json.loads(k)


def _dc_norm(e):
    """e with the datacenter's number in its names written ${dc} (Dc1 and Dc2 alike), and the numbers it held."""
    held = set()

    def sub(x):
        if isinstance(x, dict):
            y = {k: sub(v) for k, v in x.items()}
            if y.get('op') == 'ref':
                for m in re.finditer(r'Dc([12])(?=[A-Z]|$)', y['name']):
                    held.add(int(m.group(1)))
                y['name'] = re.sub(r'Dc[12](?=[A-Z]|$)', 'Dc${dc}', y['name'])
            return y
        if isinstance(x, list):
            return [sub(v) for v in x]
        return x
    return sub(e), held


def hoist_by_datacenter(exprs, name_of, min_len=120):
    """Issue 29: a sub-formula the calculator writes once per datacenter (names with Dc1 in one cell, Dc2 in
    another, and otherwise the same) written once as a family over dc: returns (families, exprs), families
    [(name, Expr with ${dc} in its names)] and exprs with each occurrence a splice `name(1)` or `name(2)`."""
    exprs, fams = list(exprs), []
    while True:
        groups, text = {}, {}
        for e in exprs:
            for s in _subtrees(e):
                if s.get('op') in ('num', 'text', 'bool', 'ref', 'splice') or _has_splice(s):
                    continue
                n, held = _dc_norm(s)
                if len(held) != 1:
                    continue
                k = _key(n)
                if k not in text:
                    text[k] = notation(n)
                if len(text[k]) >= min_len:
                    groups.setdefault(k, {})[held.pop()] = _key(s)
        cands = [k for k, g in groups.items() if len(g) == 2]
        if not cands:
            break
        k = max(cands, key=lambda k: (len(text[k]), k))
        name = name_of(text[k])
        for dc, orig in groups[k].items():
            exprs = [_replace(e, orig, '%s(%d)' % (name, dc)) for e in exprs]
        fams.append((name, json_loads(k)))
    return fams, exprs


HOLE = {'op': 'splice', 'code': 'HOLE'}


def _unify(a, b):
    """The tree a and b share and the one pair of subtrees where they differ: (tree with HOLE there, [(a', b')]),
    or (None, pairs) when they differ in more than one place (or at a splice's own node)."""
    if _key(a) == _key(b):
        return a, []
    if a.get('op') == 'splice' or b.get('op') == 'splice' or sorted(a) != sorted(b) or a['op'] != b['op']:
        return HOLE, [(a, b)]
    out, holes = {}, []
    for k in a:
        x, y = a[k], b[k]
        if isinstance(x, dict) and isinstance(y, dict):
            out[k], h = _unify(x, y)
        elif isinstance(x, list) and isinstance(y, list) and len(x) == len(y) and all(
                isinstance(v, dict) for v in x + y):
            out[k], h = [], []
            for u, v in zip(x, y):
                t, hh = _unify(u, v)
                out[k].append(t)
                h += hh
        elif x == y:
            out[k], h = x, []
        else:
            return HOLE, [(a, b)]
        holes += h
        if len(holes) > 1:
            return None, holes
    return out, holes


def _match(p, e):
    """The subtree of e standing where the pattern p has its HOLE, or None when e is not p but for it."""
    if p is HOLE or p == HOLE:
        return [e]
    if not isinstance(e, dict) or sorted(p) != sorted(e):
        return None
    got = []
    for k in p:
        x, y = p[k], e[k]
        if isinstance(x, dict):
            if not isinstance(y, dict):
                return None
            m = _match(x, y)
            if m is None:
                return None
            got += m
        elif isinstance(x, list):
            if not isinstance(y, list) or len(x) != len(y):
                return None
            for u, v in zip(x, y):
                m = _match(u, v)
                if m is None:
                    return None
                got += m
        elif x != y:
            return None
    return got


def _replace_pattern(e, p, name, operand_code):
    if e.get('op') == 'splice':
        return e
    m = _match(p, e)
    if m is not None and len(m) == 1:
        arg = m[0]
        code = arg['code'] if arg.get('op') == 'splice' else operand_code(arg)
        return {'op': 'splice', 'code': '%s(%s)' % (name, code), 'expr': e}
    out = {}
    for k, v in e.items():
        if isinstance(v, dict):
            out[k] = _replace_pattern(v, p, name, operand_code)
        elif isinstance(v, list):
            out[k] = [_replace_pattern(x, p, name, operand_code) if isinstance(x, dict) else x for x in v]
        else:
            out[k] = v
    return out


def hoist_with_hole(exprs, name_of, min_len=100, operand_code=template, shorter=()):
    """Issue 29: a sub-formula two cells write alike but for one operand (a branch, a term) written once as a
    function of that operand: returns (functions, exprs), functions [(name, Expr with a HOLE splice where the
    operand goes)] and exprs with each occurrence a splice `name(operand)` (the operand's ${name} or f`...`;
    f pastes the same tree, so every formula is unchanged). A pair counts when the shared notation (the
    operand written x) is at least min_len characters; the longest first; name_of(text) names it, or returns None
    for a pair that stays as written (two columns of one row family, whose differences families.py keeps as data).
    operand_code(Expr) writes an operand that is not a splice (f`...`, or a name the caller declares). A shorter
    pair counts where its notation starts with one of shorter (named where sharing it saves lines)."""
    exprs, fns, skipped = list(exprs), [], set()
    while True:
        subs = {}
        for e in exprs:
            for s in _subtrees(e):
                if s.get('op') in ('num', 'text', 'bool', 'ref', 'splice'):
                    continue
                subs.setdefault(_key(s), s)
        def counts(s):
            return len(notation(s)) >= min_len or any(template(s).startswith('f`' + x) for x in shorter)
        big = [s for s in subs.values() if counts(s)]
        best = None
        for i, a in enumerate(big):
            for b in big[i + 1:]:
                if a['op'] != b['op']:
                    continue
                p, holes = _unify(a, b)
                if p is None or len(holes) != 1 or p == HOLE or _key(p) in skipped:
                    continue
                del SPLICES[:]
                n = len(notation(p))
                if counts(p) and (best is None or n > best[0]):
                    best = (n, p)
        if best is None:
            break
        p = best[1]
        del SPLICES[:]
        name = name_of(template(p))
        if name is None:   # the columns of a row family (families.py), not a shared sub-formula
            skipped.add(_key(p))
            continue
        exprs = [_replace_pattern(e, p, name, operand_code) for e in exprs]
        fns.append((name, p))
    return fns, exprs
