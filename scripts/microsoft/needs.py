import re, json
def parse(path):
    s=open(path).read()
    out=[]
    for m in re.finditer(r'name:\s*"([^"]+)",\s*cell:\s*"([^"]+)"', s):
        out.append((m.group(1), m.group(2)))
    return out
srv=parse('/work/wt/srv/src/core/microsoft/servers/needs.ts')
vol=parse('/work/wt/vol/src/core/microsoft/storage/needs.ts')
print(len(srv), len(vol))
json.dump({'srv':srv,'vol':vol}, open('/tmp/ms/needs.json','w'))
