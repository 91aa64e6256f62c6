"""Golden figures of the calculator's Replication Requirements, Activation Scenarios and Mailbox Space Modeling
sheets for ExSize's designs (issue 21), written ONCE to tests/golden/microsoft-extras.data.json.

Run by a developer, never by the tests (it needs ../shared, LibreOffice and python3-uno):
    /usr/bin/python3 scripts/microsoft/extras_goldens.py      # from the repository root
Each design's figures are `extra_outputs.extract(session, inputs)` (../shared/references/ms-calculator/
extra_outputs.py over mscalc.Session: E2013Calcv7.6-Example.xlsm recalculated headless in LibreOffice), keeping
the three objects ExSize reproduces (replication, activation, mailboxModeling) and the run's meta.
"""
import datetime
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
SHARED = os.environ.get('EXSIZE_SHARED', os.path.normpath(os.path.join(ROOT, '..', 'shared')))
sys.path.insert(0, os.path.join(SHARED, 'references', 'ms-calculator'))
import extra_outputs  # noqa: E402

# A working-day profile (percent of a day's logs per hour, sums to 100).
DAY = [1, 1, 1, 1, 1, 2, 4, 7, 9, 9, 8, 7, 6, 7, 8, 7, 6, 4, 3, 3, 2, 1, 1, 1]
FLAT = [100 / 24.0] * 24
ONE_HOUR = [0] * 9 + [100] + [0] * 14
SHORT = [x * 0.8 for x in DAY]                     # sums to 80: the calculator does not normalise it
assert abs(sum(DAY) - 100) < 1e-9

DESIGNS = [
    ('example-aa-single-dag-profile', 'The calculator example (Active/Active single DAG, 2 DAGs, RPO 24, '
     'compression 30 %) with a working-day profile, Gigabit Ethernet 50 ms',
     {'logGenerationProfilePercent': DAY}),
    ('active-passive-rpo1-no-compression', 'Active/Passive, RPO 1, compression off, DS3 link',
     {'datacenterModel': 'Active/Passive', 'exchangeServersPerDag': 4, 'dagCount': 2, 'haCopies': 3,
      'haCopiesSecondary': 1, 'laggedCopies': 0, 'laggedCopiesSecondary': 0, 'rpoHours': 1,
      'logShippingCompression': False, 'networkLinkType': 'DS3 / T3 (44.7 Mbps)', 'networkLinkLatencyMs': 30,
      'logGenerationProfilePercent': DAY, 'tiers': [{'mailboxes': 8000, 'messagesPerDay': 150}]}),
    ('aa-multiple-dags-rpo4-4-tiers-e1', 'Active/Active multiple DAGs, 4 tiers, RPO 4 (the 5-hour column), '
     'an E1 link too small for it',
     {'datacenterModel': 'Active/Active (Multiple DAGs)', 'exchangeServersPerDag': 3, 'dagCount': 1,
      'haCopies': 4, 'haCopiesSecondary': 2, 'laggedCopies': 0, 'laggedCopiesSecondary': 0, 'rpoHours': 4,
      'networkLinkType': 'E1 (2 Mbps)', 'networkLinkLatencyMs': 100, 'logGenerationProfilePercent': DAY,
      'tiers': [{'mailboxes': 3000, 'messagesPerDay': 100}, {'mailboxes': 2000, 'messagesPerDay': 200,
                                                               'initialMailboxMB': 1024, 'quotaMB': 4096},
                {'mailboxes': 1000, 'messagesPerDay': 300, 'initialMailboxMB': 512, 'quotaMB': 2048,
                 'avgMessageKB': 100},
                {'mailboxes': 500, 'messagesPerDay': 500, 'initialMailboxMB': 4096, 'quotaMB': 51200}]}),
    ('single-datacenter-2-tiers', 'Single datacenter: replication all "--", activation in section 1',
     {'datacenterModel': 'Single Datacenter', 'exchangeServersPerDag': 4, 'dagCount': 1, 'haCopies': 3,
      'laggedCopies': 0, 'logGenerationProfilePercent': DAY,
      'tiers': [{'mailboxes': 4000}, {'mailboxes': 1000, 'messagesPerDay': 100, 'initialMailboxMB': 512,
                                       'quotaMB': 2048}]}),
    ('aa-single-dag-lagged-rpo6-oc3', 'Active/Active single DAG with one HA and one lagged copy in each datacenter, RPO 6, '
     'compression 50 %, OC-3',
     {'datacenterModel': 'Active/Active (Single DAG)', 'exchangeServersPerDag': 4, 'dagCount': 1,
      'haCopies': 2, 'haCopiesSecondary': 1, 'laggedCopies': 2, 'laggedCopiesSecondary': 1, 'rpoHours': 6,
      'logShippingCompressionPercent': 50, 'networkLinkType': 'OC-3 (155 Mbps)', 'networkLinkLatencyMs': 80,
      'logGenerationProfilePercent': FLAT, 'tiers': [{'mailboxes': 10000, 'messagesPerDay': 250}]}),
    ('active-passive-dr-servers-rpo0-over-10gbe', 'Active/Passive with DR servers, RPO 0 ("Near 0 Hours"), '
     'all logs in hour 10: a need above 10 Gb/s on a 64 Kilobit link',
     {'datacenterModel': 'Active/Passive', 'exchangeServersPerDag': 8, 'dagCount': 4, 'haCopies': 3,
      'haCopiesSecondary': 1, 'laggedCopies': 0, 'laggedCopiesSecondary': 0, 'dedicatedDrServers': True,
      'rpoHours': 0, 'networkLinkType': '64 Kilobit', 'networkLinkLatencyMs': 10,
      'logGenerationProfilePercent': ONE_HOUR,
      'tiers': [{'mailboxes': 40000, 'messagesPerDay': 500}]}),
    ('aa-multiple-dags-rpo24-no-compression-short-profile', 'Active/Active multiple DAGs, RPO 24, compression '
     'off, a profile summing to 80, Fast Ethernet at 2000 ms',
     {'datacenterModel': 'Active/Active (Multiple DAGs)', 'exchangeServersPerDag': 4, 'dagCount': 2,
      'haCopies': 3, 'haCopiesSecondary': 1, 'laggedCopies': 0, 'laggedCopiesSecondary': 0, 'rpoHours': 24,
      'logShippingCompression': 'Disabled', 'networkLinkType': 'Fast Ethernet', 'networkLinkLatencyMs': 2000,
      'logGenerationProfilePercent': SHORT, 'tiers': [{'mailboxes': 6000, 'messagesPerDay': 200}]}),
    ('example-no-profile', 'The calculator example as shipped: a profile of 24 zeros switches replication '
     'to "--"', {}),
    ('rejected-more-copies-than-servers', 'A design the calculator rejects (4 HA copies on 3 servers)',
     {'datacenterModel': 'Active/Passive', 'exchangeServersPerDag': 3, 'haCopies': 5, 'haCopiesSecondary': 1,
      'laggedCopies': 0, 'laggedCopiesSecondary': 0, 'logGenerationProfilePercent': DAY}),
]


def main():
    s = extra_outputs.new_session()
    out = []
    try:
        for name, why, inputs in DESIGNS:
            r = extra_outputs.extract(s, inputs)
            out.append({'name': name, 'design': why, 'inputs': dict(inputs, method='microsoft'),
                        'validationError': r['validation'],
                        'replication': r['replication'], 'activation': r['activation'],
                        'mailboxModeling': r['mailboxModeling']})
        meta = r['meta']
    finally:
        s.close()
    doc = {
        'source': 'extra_outputs.extract(mscalc.Session(), inputs) over %s (sha256 %s), recalculated by %s; '
                  'compatibility patches %s' % (meta['workbook'].split('/')[-1], meta['workbookSha256'],
                                                meta['libreoffice'], ', '.join(meta['compatPatches'])),
        'command': '/usr/bin/python3 scripts/microsoft/extras_goldens.py',
        'date': datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC'),
        'null': 'null is the calculator\'s "--"; {"error": "#N/A"} an Excel error in the cell',
        'designs': out,
    }
    path = os.path.join(ROOT, 'tests', 'golden', 'microsoft-extras.data.json')
    with open(path + '.tmp', 'w') as f:
        json.dump(doc, f, indent=1)
        f.write('\n')
    os.replace(path + '.tmp', path)
    print('wrote %s: %d designs' % (path, len(out)))


if __name__ == '__main__':
    main()
