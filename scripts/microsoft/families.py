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


def row_family(members, name, what, names):
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
    return ('/**\n%s\n */\nconst %s = stepFamily(\n  [\n%s\n  ],\n  %s,\n  (c) =>\n'
            '    %s`%s | %s | %s | ${c.cell}\n      %s`\n);\n'
            % (doc, name, '\n'.join(columns), js('%s!%s:%s' % (sheet, cells[0], cells[-1])), tag,
               key[1:-1], label.replace('`', '\\`').replace(ID, '${c.id}'), members[0]['unit'],
               formula_text))


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
