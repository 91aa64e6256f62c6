import sys, json
sys.path.insert(0,'/work/shared/references/ms-calculator')
import mscalc
D=[('bench-largest-4-tiers-100000-two-datacenters', {"datacenterModel":"Active/Active (Single DAG)","exchangeServersPerDag":8,"dagCount":4,"haCopies":4,"haCopiesSecondary":2,"laggedCopies":0,"laggedCopiesSecondary":0,"coresPerServer":24,"specIntRate2006":1200,
  "tiers":[{"mailboxes":40000,"messagesPerDay":200},{"mailboxes":30000,"messagesPerDay":100,"archiveQuotaMB":10240},{"mailboxes":20000,"messagesPerDay":300,"iopsFactor":1.5,"multiplicationFactorUserPercent":20},{"mailboxes":10000,"messagesPerDay":500,"megacyclesFactor":2,"multiplicationFactorUserPercent":50}]})]
s=mscalc.Session(); out=[]
for n,i in D:
    o=s.run(i); o.pop('meta',None); out.append({'name':n,'inputs':i,'outputs':o})
s.close()
m=json.load(open('/tmp/ms/mine.json')); 
m['cases']=[c for c in m['cases'] if c['name'] not in [x['name'] for x in out]]
named=[c for c in m['cases'] if not c['name'].startswith('random-')]; rand=[c for c in m['cases'] if c['name'].startswith('random-')]
m['cases']=named+out+rand
json.dump(m, open('/tmp/ms/mine.json','w'), indent=1); print(len(m['cases']))
