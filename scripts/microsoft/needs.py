import re, json
def parse(path):
    s=open(path).read()
    out=[]
    for m in re.finditer(r'name:\s*"([^"]+)",\s*cell:\s*"([^"]+)"', s):
        out.append((m.group(1), m.group(2)))
    return out
import book, os
NEEDS={'srv':parse(os.path.join(book.REPO,'src/core/microsoft/servers/needs.ts')),
       'vol':parse(os.path.join(book.REPO,'src/core/microsoft/storage/needs.ts'))}
