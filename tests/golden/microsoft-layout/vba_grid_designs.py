#!/usr/bin/python3
"""A grid of the copy-layout VBA's globals (not a sized design: the sites, servers, copies, lagged copies and
databases set directly) for measuring ExSize's layout against the calculator's VBA run in LibreOffice:

    python3 tests/golden/microsoft-layout/vba_grid_designs.py /tmp/grid.json [STEP]   # every STEP-th design
    /usr/bin/python3 tests/golden/microsoft-layout/vba_layouts.py ../shared/references/ms-calculator/vba/Module1.bas \
        /tmp/grid.json > /tmp/grid-out.json
    npx tsc -p scripts/tsconfig.measure.json && node build/measure/scripts/measure-layout.js vba /tmp/grid.json /tmp/grid-out.json
"""
import sys
import json
def P(n,k):
    p=1
    for j in range(k): p*=n-j
    return p
out=[]
def add(name, D, sites, servers, copies, lag, dist, sr, model, amb):
    out.append(dict(name=name, databases=D, sites=sites, servers=servers, copies=copies, lag=lag, distributedLag=dist, siteResilience=sr, model=model, amb=amb))
for n in range(1,11):
    for c in range(1,min(n,6)+1):
        for lag in ([0,1] if c>=2 else [0]):
            Ds=sorted(set([1,n,2*n+1,min(400,P(n,min(c,3))+n),150]))
            for D in Ds:
                add(f"single n{n} c{c} lag{lag} D{D}", D, 1, [n,0], [c,0], [lag,0], [lag>0,False], "No", "Active/Passive", [n,0])
for n in range(1,7):
    for c in range(1,min(n,3)+1):
        for lag in ([0,1] if c>=2 else [0]):
            for D in [n, 4*n+1, 48, 97]:
                add(f"aasd n{n} c{c} lag{lag} D{D}", D, 2, [n,n], [c,c], [lag,lag], [lag>0,lag>0], "Yes", "Active/Active (Single DAG)", [n,n])
for n1 in range(2,9,2):
    for n2 in range(1,5):
        for c1 in range(1,min(n1,3)+1):
            for c2 in range(1,min(n2,2)+1):
                for lag in ([0,1] if c2>=2 else [0]):
                    for model in ["Active/Passive","Active/Active (Multiple DAGs)"]:
                        for D in [n1*3, 50]:
                            add(f"{model[:9]} n{n1}/{n2} c{c1}/{c2} lag{lag} D{D}", D, 2, [n1,n2], [c1,c2], [0,lag], [False,lag>0], "Yes", model, [n1,0])
step = int(sys.argv[2]) if len(sys.argv) > 2 else 1
out = out[::step]
json.dump(out, open(sys.argv[1], 'w'))
print(len(out))
