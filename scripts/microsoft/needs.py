import re, json
def parse(path):
    # the needTable(`...`) tables of the file (tests/golden/microsoft/needTable.ts), one need a line:
    # name | cell | meaning, a line starting // a comment
    s=open(path).read()
    out=[]
    for table in re.findall(r'needTable\(`(.*?)`\)', s, re.S):
        for line in table.split('\n'):
            if line.strip() and not line.startswith('//'):
                name,cell=line.split(' | ')[:2]
                out.append((name, cell))
    return out
import book, os
NEEDS={'srv':parse(os.path.join(book.REPO,'tests/golden/microsoft/servers/needs.ts')),
       'vol':parse(os.path.join(book.REPO,'tests/golden/microsoft/storage/needs.ts'))}
