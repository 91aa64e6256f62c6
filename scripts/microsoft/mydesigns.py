import sys, json, random
sys.path.insert(0,'/work/shared/references/ms-calculator')
import mscalc
D=[]
def add(name, inp): D.append({'name':name,'inputs':inp})
add('mix-50-500-archives', {'datacenterModel':'Single Datacenter','exchangeServersPerDag':8,'dagCount':1,'haCopies':3,'laggedCopies':0,
  'tiers':[{'mailboxes':4000,'messagesPerDay':50,'avgMessageKB':50,'quotaMB':1024},{'mailboxes':3000,'messagesPerDay':250,'quotaMB':4096,'archiveQuotaMB':8192},
           {'mailboxes':1500,'messagesPerDay':400,'avgMessageKB':120,'quotaMB':8192,'archiveQuotaMB':20480,'deletedItemDays':30},{'mailboxes':200,'messagesPerDay':500,'quotaMB':51200}]})
add('factors-part-of-users', {'tiers':[{'mailboxes':6000,'messagesPerDay':150,'iopsFactor':1.5,'megacyclesFactor':2,'multiplicationFactorUserPercent':25},{'mailboxes':2000,'messagesPerDay':350,'iopsFactor':0.8,'multiplicationFactorUserPercent':50}]})
add('desktop-search', {'tiers':[{'mailboxes':3000,'messagesPerDay':200,'desktopSearch':True,'quotaMB':2048},{'mailboxes':1000,'messagesPerDay':100,'desktopSearch':True,'quotaMB':100}]})
add('custom-iops', {'tiers':[{'mailboxes':5000,'messagesPerDay':200,'predictIops':False,'customIopsPerMailbox':0.2,'readWriteRatio':'2:1'},{'mailboxes':1000,'messagesPerDay':100,'predictIops':False,'customIopsPerMailbox':0.05,'readWriteRatio':'1:1','iopsFactor':2,'multiplicationFactorUserPercent':10}]})
add('standalone-3-servers', {'highAvailability':False,'datacenterModel':'Single Datacenter','exchangeServersPerDag':3,'dagCount':1,'tiers':[{'mailboxes':1500,'messagesPerDay':150,'quotaMB':2048}],'backupMode':'Software VSS Backup/Restore','backupFrequency':'Weekly Full / Daily Differential'})
add('lagged-dedicated-servers', {'datacenterModel':'Active/Passive','exchangeServersPerDag':4,'dagCount':2,'haCopies':3,'haCopiesSecondary':1,'laggedCopies':2,'laggedCopiesSecondary':1,'laggedCopiesOnDedicatedServers':True,'replayLagManager':False,'tiers':[{'mailboxes':20000,'messagesPerDay':100,'quotaMB':2048}]})
add('aa-multiple-dags', {'datacenterModel':'Active/Active (Multiple DAGs)','exchangeServersPerDag':4,'dagCount':1,'haCopies':4,'haCopiesSecondary':2,'laggedCopies':0,'laggedCopiesSecondary':0,'tiers':[{'mailboxes':12000,'messagesPerDay':200,'quotaMB':5120}]})
add('aa-single-dag-dr', {'datacenterModel':'Active/Active (Single DAG)','exchangeServersPerDag':3,'dagCount':1,'haCopies':4,'haCopiesSecondary':2,'laggedCopies':0,'laggedCopiesSecondary':0,'dedicatedDrServers':True,'tiers':[{'mailboxes':9000,'messagesPerDay':150}]})
add('hardware-vss-daily-full', {'backupMode':'Hardware VSS Backup/Restore','backupFrequency':'Daily Full','datacenterModel':'Single Datacenter','haCopies':2,'laggedCopies':0,'exchangeServersPerDag':4,'dagCount':1,'tiers':[{'mailboxes':4000,'messagesPerDay':100}]})
add('software-vss-bimonthly', {'backupMode':'Software VSS Backup/Restore','backupFrequency':'Bi-Monthly Full / Daily Incremental','datacenterModel':'Single Datacenter','haCopies':2,'laggedCopies':0,'exchangeServersPerDag':4,'dagCount':1,'dedicatedRestoreVolume':False,'tiers':[{'mailboxes':4000,'messagesPerDay':300}]})
add('custom-db-size-count', {'maxDbSizeGB':500,'databaseCountCustom':48,'tiers':[{'mailboxes':10000,'messagesPerDay':150,'quotaMB':4096}]})
add('custom-db-count-only', {'databaseCountCustom':20,'datacenterModel':'Single Datacenter','haCopies':3,'laggedCopies':0,'exchangeServersPerDag':6,'dagCount':1,'tiers':[{'mailboxes':6000,'messagesPerDay':200}]})
add('virtualized-specint', {'virtualization':True,'hypervisorOverhead':0.15,'coresPerServer':12,'specIntRate2006':450,'multiRole':False,'tiers':[{'mailboxes':7000,'messagesPerDay':250}]})
add('raid-no-jbod', {'jbod':False,'multipleDatabasesPerVolume':False,'datacenterModel':'Single Datacenter','haCopies':2,'laggedCopies':0,'exchangeServersPerDag':4,'dagCount':1,'diskCapacityGB':2000,'diskType':'10K RPM SAS 2.5"','tiers':[{'mailboxes':3000,'messagesPerDay':200}]})
add('growth-overhead', {'dataOverheadFactor':0.2,'ioOverheadFactor':0.3,'additionalIops':50,'mailboxMovesPerWeekPercent':5,'volumeFreeSpacePercent':10,'tiers':[{'mailboxes':5000,'messagesPerDay':200,'growthPercent':20}]})
add('version-style-16-servers', {'exchangeServersPerDag':8,'dagCount':3,'haCopies':4,'laggedCopies':0,'laggedCopiesSecondary':0,'haCopiesSecondary':2,'datacenterModel':'Active/Active (Single DAG)','tiers':[{'mailboxes':30000,'messagesPerDay':200,'quotaMB':2048},{'mailboxes':10000,'messagesPerDay':50,'quotaMB':1024}]})
add('too-many-copies-rejected', {'datacenterModel':'Single Datacenter','exchangeServersPerDag':2,'dagCount':1,'haCopies':4,'laggedCopies':0,'tiers':[{'mailboxes':1000,'messagesPerDay':100}]})
add('quota-zero-rejected', {'tiers':[{'mailboxes':1000,'messagesPerDay':100,'quotaMB':0}]})
random.seed(11)
models=['Single Datacenter','Active/Passive','Active/Active (Single DAG)','Active/Active (Multiple DAGs)']
for i in range(60):
    n=random.randint(1,4); tiers=[]
    for t in range(n):
        tier={'mailboxes':random.choice([0,100,500,1000,2500,5000,12000]),'messagesPerDay':random.choice(range(50,501,50)),
              'avgMessageKB':random.choice([50,75,100,150]),'quotaMB':random.choice([512,1024,2048,5120,10240,51200])}
        if random.random()<0.3: tier['archiveQuotaMB']=random.choice([1024,10240])
        if random.random()<0.2: tier['iopsFactor']=random.choice([0.5,1.2,2]); tier['multiplicationFactorUserPercent']=random.choice([10,50,100])
        if random.random()<0.2: tier['megacyclesFactor']=random.choice([1.5,3])
        if random.random()<0.15: tier['desktopSearch']=True
        if random.random()<0.15: tier['predictIops']=False; tier['customIopsPerMailbox']=random.choice([0.05,0.2]); tier['readWriteRatio']=random.choice(['2:3','1:1','3:2','2:1','3:1'])
        if random.random()<0.2: tier['growthPercent']=random.choice([5,25])
        if random.random()<0.2: tier['singleItemRecovery']=False
        tiers.append(tier)
    m=random.choice(models)
    inp={'tiers':tiers,'datacenterModel':m,'exchangeServersPerDag':random.choice([1,2,3,4,6,8]),'dagCount':random.choice([1,2,3]),
         'haCopies':random.choice([1,2,3,4]),'laggedCopies':random.choice([0,0,1,2])}
    if m!='Single Datacenter':
        inp['haCopiesSecondary']=random.choice([0,1,2]); inp['laggedCopiesSecondary']=random.choice([0,1]) if inp['laggedCopies'] else 0
    if random.random()<0.2: inp['highAvailability']=False
    if random.random()<0.3: inp['backupMode']=random.choice(['Exchange Native Data Protection','Hardware VSS Backup/Restore','Software VSS Backup/Restore']); inp['backupFrequency']=random.choice(['Daily Full','Weekly Full / Daily Incremental','Weekly Full / Daily Differential','Bi-Monthly Full / Daily Incremental'])
    if random.random()<0.2: inp['maxDbSizeGB']=random.choice([200,500,1000,2000])
    if random.random()<0.15: inp['databaseCountCustom']=random.choice([8,20,40,60])
    if random.random()<0.2: inp['jbod']=random.random()<0.5; inp['multipleDatabasesPerVolume']=random.random()<0.5
    if random.random()<0.2: inp['diskCapacityGB']=random.choice([1000,2000,6000,8000]); inp['diskType']=random.choice(['7.2K RPM SATA 3.5"','10K RPM SAS 2.5"','15K RPM SAS 2.5"'])
    if random.random()<0.2: inp['laggedCopiesOnDedicatedServers']=True
    if random.random()<0.2: inp['replayLagManager']=False
    if random.random()<0.2: inp['dedicatedDrServers']=True
    if random.random()<0.2: inp['activationBlockSecondary']=True
    if random.random()<0.2: inp['virtualization']=True
    if random.random()<0.3: inp['specIntRate2006']=random.choice([300,600,1200]); inp['coresPerServer']=random.choice([8,16,24])
    if random.random()<0.2: inp['databasesPerVolumeMatchCopyCount']=False
    if random.random()<0.2: inp['symmetricalDatabaseCount']=False
    if random.random()<0.2: inp['autoCalculateVolumes']=False; inp['dataVolumesPerServer']=random.choice([4,12,24])
    if random.random()<0.2: inp['dedicatedRestoreVolume']=False
    add(f'random-{i}', inp)
s=mscalc.Session()
out=[]
for d in D:
    try:
        o=s.run(d['inputs'])
        o.pop('meta',None)
        out.append({'name':d['name'],'inputs':d['inputs'],'outputs':o})
    except Exception as e:
        print('ERR', d['name'], e)
s.close()
json.dump({'cases':out}, open('/tmp/ms/mine.json','w'), indent=1)
print(len(out))
