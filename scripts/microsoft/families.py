"""Issue 29: a calculator row copied across its columns (the tiers' rows, the failures after activation), written
once as a step family (src/core/microsoft/stepFamily.ts) instead of one step a cell.

row_family(members, name, what, names) takes the row's cells in the order of their file, each as a dict
(key: the step's name, label, unit, cite, note, expr: its Expr tree as notation.to_expr gives it), and returns
the TypeScript of `const <name> = stepFamily([columns], cells, (c) => row`key | label | unit | ${c.cell}`
then its formula`)` (the row's form, stepFamily.ts), its steps the members' exactly:
- a column's id is the part of its key the members do not share ("tier1UserMailboxRatio", "tier2...": "1", "2");
  the key and the label are written once with ${c.id} in its place; the unit and the note are the row's;
- each column cites its own cell (the column's `cell`, the cited text as data, read as ${c.cell});
- the formula is the members' common tree: a name that holds the column's id is written with ${c.id}; an
  operand that differs otherwise (a name, a number, a text: the calculator's own differences between its
  columns) is the column's data, named in `names` ({tuple of the operands' notation: (name, what it is)});
  an unnamed one stops the generator with its operands, to be named in write.py's ROW_FAMILIES; trees that
  differ in shape are not one row and stop it too.
Example: C66 tier1.mailboxes/totalMailboxesInTheEnvironment and C67 tier2.mailboxes/... are the family
row`tier${c.id}UserMailboxRatio | Tier-${c.id} User Mailbox Ratio | fraction | ${c.cell}
  tier${c.id}.mailboxes/totalMailboxesInTheEnvironment` over the columns { id: "1", cell: "Role
Requirements!C66 (Tier1MBXRatio)" }, { id: "2", ... }.
"""
import json
import re
import textwrap

import notation

ID = '\u0003' * 7   # ${c.id} in a name, as wide as what it becomes (layout measures the line it will be)


def _id_of(keys):
    """The part of each key the keys do not share: (prefix, suffix, [ids])."""
    pre = 0
    while all(len(k) > pre for k in keys) and len(set(k[pre] for k in keys)) == 1:
        pre += 1
    suf = 0
    while all(len(k) - pre > suf for k in keys) and len(set(k[len(k) - 1 - suf] for k in keys)) == 1:
        suf += 1
    ids = [k[pre:len(k) - suf] for k in keys]
    if not all(ids) or len(set(ids)) != len(ids):
        raise Exception('a row family whose keys do not name its columns: %s' % keys)
    return keys[0][:pre], keys[0][len(keys[0]) - suf:], ids


def _once(texts, ids, what):
    """The texts written once, each member's id as ${c.id}, or an exception."""
    out = set(t.replace(i, ID) for t, i in zip(texts, ids))
    if len(out) != 1:
        raise Exception('a row family whose %s differ otherwise than by the column: %s' % (what, texts))
    return out.pop()


def _leaf_text(e):
    if e['op'] == 'ref':
        return e['name']
    if e['op'] == 'num' and e['value'] >= 0:
        return notation.js_number(e['value'])
    if e['op'] == 'text':
        return notation.value(e['value'])
    return None


def _unify(es, ids, params):
    """The members' trees as one, differing operands a splice of the column's data (params: {texts: code})."""
    if len(set(notation._key(e) for e in es)) == 1:
        return es[0]
    if all(e['op'] == 'ref' for e in es):
        named = set(e['name'].replace(i, ID) for e, i in zip(es, ids))
        if len(named) == 1 and ID in next(iter(named)):
            return {'op': 'ref', 'name': named.pop()}
    texts = tuple(_leaf_text(e) for e in es)
    if all(t is not None for t in texts):
        params.setdefault(texts, {'es': es})
        return {'op': 'splice', 'code': ('param', texts), 'expr': es[0]}
    ops = set(e['op'] for e in es)
    if len(ops) != 1 or len(set(tuple(sorted(e)) for e in es)) != 1:
        raise Exception('a row family whose cells differ in shape: %s' % [notation.notation(e) for e in es])
    out = {}
    for k in es[0]:
        vs = [e[k] for e in es]
        if isinstance(vs[0], dict):
            out[k] = _unify(vs, ids, params)
        elif isinstance(vs[0], list):
            if len(set(len(v) for v in vs)) != 1:
                raise Exception('a row family whose cells differ in shape: %s' % [notation.notation(e) for e in es])
            out[k] = [_unify([v[j] for v in vs], ids, params) if isinstance(vs[0][j], dict) else vs[0][j]
                      for j in range(len(vs[0]))]
        elif len(set(json.dumps(v) for v in vs)) != 1:
            raise Exception('a row family whose cells differ in shape: %s' % [notation.notation(e) for e in es])
        else:
            out[k] = vs[0]
    return out


def _name_params(e, names):
    """The splices' codes: c.<the operands' name>."""
    if isinstance(e, dict):
        if e.get('op') == 'splice' and isinstance(e['code'], tuple):
            return dict(e, code='c.' + names[e['code'][1]][0])
        return {k: _name_params(v, names) for k, v in e.items()}
    if isinstance(e, list):
        return [_name_params(x, names) for x in e]
    return e


def _tier_columns(ids, cites):
    """Columns that are tiers citing one sheet column's rows, each named with its tier ("Role Requirements!C66
    (Tier1MBXRatio)" for tier 1, C67 (Tier2MBXRatio) for tier 2), as one map over the tiers:
    tierColumns([1, 3, 2, 4], (t) => `Role Requirements!C${65 + t} (Tier${t}MBXRatio)`) (databases/tierSum.ts),
    the same columns; None for any other columns."""
    ms = [re.fullmatch(r'(.+![A-Z]+)(\d+) \((.+)\)', c) for c in cites]
    if not all(i.isdigit() for i in ids) or not all(ms):
        return None
    first = int(ms[0].group(2)) - int(ids[0])
    cell = '%s${%d + t} (%s)' % (ms[0].group(1), first, ms[0].group(3).replace(ids[0], '${t}'))
    if any(cell.replace('${%d + t}' % first, str(first + int(i))).replace('${t}', i) != c for i, c in zip(ids, cites)):
        return None
    return 'tierColumns([%s], (t) => `%s`)' % (', '.join(ids), cell)


class _Differ(Exception):
    pass


def _alike_but_a_name(a, b):
    """a and b as one tree but for one name, which may stand in several places: (tree with a splice `${x}`
    there, (a's name, b's name)), or None."""
    held = []

    def go(x, y):
        if notation._key(x) == notation._key(y):
            return x
        if x['op'] == 'ref' and y['op'] == 'ref':
            held.append((x['name'], y['name']))
            return {'op': 'splice', 'code': 'HOLE', 'expr': x}
        if 'splice' in (x['op'], y['op']) or sorted(x) != sorted(y) or x['op'] != y['op']:
            raise _Differ()
        out = {}
        for k, u in x.items():
            v = y[k]
            if isinstance(u, dict) and isinstance(v, dict):
                out[k] = go(u, v)
            elif isinstance(u, list) and isinstance(v, list) and len(u) == len(v) and all(
                    isinstance(w, dict) for w in u + v):
                out[k] = [go(p, q) for p, q in zip(u, v)]
            elif u == v:
                out[k] = u
            else:
                raise _Differ()
        return out
    try:
        p = go(a, b)
    except _Differ:
        return None
    return (p, held[0]) if held and len(set(held)) == 1 else None


def _hoist_in_row(formula, name, holed, min_len=80):
    """The longest sub-formula the row writes twice but for one name (Role Requirements C128: the spread over
    the active servers and over the DR servers of datacenter 2), written once as a function of that name,
    named in write.py FAMILY_HOLED ({family: (function, its parameter, what it holds)}): (formula with each
    place a splice `fn("name")`, the function's code), or (formula, None). f pastes the name as text, the same
    tree. An unnamed one of min_len characters and up stops the generator."""
    subs = [x for x in notation._subtrees(formula) if x['op'] not in ('num', 'text', 'bool', 'ref', 'splice')]
    best = None
    for i, a in enumerate(subs):
        for b in subs[i + 1:]:
            got = _alike_but_a_name(a, b)
            if got and len(notation.notation(got[0])) >= min_len and (
                    best is None or len(notation.notation(got[0])) > len(notation.notation(best[0]))):
                best = got + (a, b)
    if best is None:
        return formula, None
    if name not in holed:
        raise Exception('a row family writing a sub-formula twice but for a name, without a name '
                        '(write.py FAMILY_HOLED): %s %s' % (name, notation.template(best[0])))
    fn, param, what = holed[name]
    pattern, (x, y), a, b = best
    for e, n in ((a, x), (b, y)):
        formula = notation._replace(formula, notation._key(e), '%s(%s)' % (fn, json.dumps(n)))
    text = notation.template(pattern).replace('${HOLE}', '${%s}' % param)
    return formula, '    /** %s */\n    const %s = (%s: string) =>\n      %s;\n' % (what, fn, param, text)


def row_family(members, name, what, names, holed={}):
    keys = [m['key'] for m in members]
    pre, suf, ids = _id_of(keys)
    label = _once([m['label'] for m in members], ids, 'labels')
    if len(set(m['unit'] for m in members)) != 1 or len(set(m['note'] for m in members)) != 1:
        raise Exception('a row family whose cells differ in unit or note: %s' % keys)
    params = {}
    formula = _unify([m['expr'] for m in members], ids, params)
    missing = [t for t in params if t not in names]
    if missing:
        raise Exception('a row family\'s differing operands without a name (write.py ROW_FAMILIES): %s %s'
                        % (name, missing))
    formula = _name_params(formula, names)
    formula, local = _hoist_in_row(formula, name, holed)
    js = json.dumps
    cites = [m['cite'] for m in members]
    sheet = cites[0].split('!')[0]
    cells = sorted((c.split('!')[1].split(' ')[0] for c in cites), key=lambda c: (len(c), c))
    body = notation.template(formula).replace(ID, '${c.id}')
    columns = []
    for j, (i, c) in enumerate(zip(ids, cites)):
        data = ['id: %s' % js(i), 'cell: %s' % js(c)]
        for t in sorted(params, key=lambda t: names[t][0]):
            v = t[j]
            data.append('%s: %s' % (names[t][0], v if params[t]['es'][j]['op'] == 'num' else js(v)))
        columns.append('    { %s },' % ', '.join(data))
    columns = (_tier_columns(ids, cites) if not params else None) or '[\n%s\n  ]' % '\n'.join(columns)
    differ = ';'.join(' %s %s' % (names[t][0], names[t][1]) for t in sorted(params, key=lambda t: names[t][0]))
    doc = '%s%s: the calculator\'s row %s!%s:%s, written once over its columns (%s).%s' % (
        what[0].upper(), what[1:], sheet, cells[0], cells[-1], ', '.join(ids),
        ' Where its cells differ, the column\'s data:' + differ + '.' if differ else '')
    if any('|' in m['label'] + m['unit'] for m in members):
        raise Exception('a row family whose label or unit holds "|" (the row header splits at it): %s' % keys)
    tag = 'row.noted(%s)' % js(members[0]['note']) if members[0]['note'] else 'row'
    key = js(pre + '${c.id}' + suf)
    doc = '\n'.join(' * ' + line for line in textwrap.wrap(doc, 107))
    # the formula under the row's header: f's text, or a splice of an Expr that is not in the notation
    formula_text = body[2:-1] if body.startswith('f`') and body.endswith('`') else '${%s}' % body
    step = ('%s`%s | %s | %s | ${c.cell}\n      %s`'
            % (tag, key[1:-1], label.replace('`', '\\`').replace(ID, '${c.id}'), members[0]['unit'], formula_text))
    step = '(c) => {\n%s    return %s;\n  }' % (local.replace(ID, '${c.id}'), step) if local else '(c) =>\n    ' + step
    return ('/**\n%s\n */\nconst %s = stepFamily(\n  %s,\n  %s,\n  %s\n);\n'
            % (doc, name, columns, js('%s!%s:%s' % (sheet, cells[0], cells[-1])), step))


TIER = re.compile(r'tier([1-4])(?=[.A-Z])')


def _tier_term(e):
    """e with its tier's number written ${t} in every name, and that number (None unless e holds exactly one)."""
    held = set()

    def sub(x):
        if isinstance(x, dict):
            y = {k: sub(v) for k, v in x.items()}
            if y.get('op') == 'ref':
                held.update(int(m.group(1)) for m in TIER.finditer(y['name']))
                y['name'] = TIER.sub('tier${t}', y['name'])
            return y
        if isinstance(x, list):
            return [sub(v) for v in x]
        return x
    out = sub(e)
    return out, (held.pop() if len(held) == 1 else None)


def _tier_terms(terms):
    """The tiers and the one term (f`...` with ${t}) of terms that are one term copied for each tier, or None."""
    normed = [_tier_term(x) for x in terms]
    tiers = [t for _, t in normed]
    if len(terms) >= 2 and None not in tiers and not any(notation._has_splice(x) for x in terms) and len(set(tiers)) == len(tiers) \
            and len(set(notation._key(n) for n, _ in normed)) == 1:
        return ', '.join(map(str, tiers)), notation.template(normed[0][0])
    return None


def tier_sums(e):
    """Issue 29: a sum the calculator writes as one term copied for each tier (tier1.x+tier3.x+tier2.x+tier4.x)
    written once: a splice `tierSum([1, 3, 2, 4], (t) => f`tier${t}.x`)` (src/core/microsoft/databases/tierSum.ts),
    which adds the same terms left to right, the same tree; an OR of one test copied for each tier
    (OR(AND(input.tier1.mailboxes<>0,input.tier1.quotaMB=0),AND(input.tier2...),...), Role Requirements I157)
    likewise, `tierAny([1, 2, 3, 4], (t) => f`AND(input.tier${t}.mailboxes<>0,...)`)`, the tests in the cell's order."""
    if not isinstance(e, dict) or e.get('op') == 'splice':
        return e
    if e.get('op') == 'add':
        terms, node = [], e
        while node.get('op') == 'add':
            terms.insert(0, node['b'])
            node = node['a']
        terms.insert(0, node)
        once = _tier_terms(terms)
        if once:
            return {'op': 'splice', 'code': 'tierSum([%s], (t) => %s)' % once, 'expr': e}
    if e.get('op') == 'or':
        once = _tier_terms(e['args'])
        if once:
            return {'op': 'splice', 'code': 'tierAny([%s], (t) => %s)' % once, 'expr': e}
    return {k: (tier_sums(v) if isinstance(v, dict) else [tier_sums(x) for x in v] if isinstance(v, list) else v)
            for k, v in e.items()}
