from emit import *
T=["Role Requirements!C243","Role Requirements!C244","Role Requirements!C245","Role Requirements!C248","Role Requirements!D248","Role Requirements!E248","Volume Requirements!E123","Volume Requirements!D123","Volume Requirements!F123","Role Requirements!D273","Role Requirements!C281","Role Requirements!D281","Role Requirements!D282","Role Requirements!F224","Role Requirements!E225","Role Requirements!E227","Role Requirements!F227","Role Requirements!F223","Role Requirements!I78","Storage Design!D48"]
for t in range(4):
  for r in TIEROUT: 
    s,c=r.split('!'); row=int(c[1:]); 
    T.append(f"{RR}!{'CICI'[t]}{row + (26 if t>=2 else 0)}")
order=closure(T)
from collections import Counter
ns=[name_of(k) for k in order]
print([ (n,c) for n,c in Counter(ns).items() if c>1])
for k in order:
    if not k.startswith('Input'): print(k, name_of(k))
