#!/usr/bin/python3
"""Writes tests/golden/microsoft-layout/vba-layouts.json: for each design below, the calculator's cells that
its layout VBA reads (computed by mscalc.py: E2013Calcv7.6 recalculated by LibreOffice) and the layout that
VBA draws for them (vba_layouts.py: Module1.bas's Spread2 / Show_Spread2 / ActiveActive / MarkLagged run by
LibreOffice's Basic). Not run by the tests (they must not read ../shared); run it again to refresh:

    /usr/bin/python3 tests/golden/microsoft-layout/make_goldens.py ../shared/references/ms-calculator \
        > tests/golden/microsoft-layout/vba-layouts.json

The globals are set as the Input sheet's Worksheet_Change (Sheet2.cls 18-429, the copy of GetInfo that runs)
sets them: SiteResilience (Input!G22 = "Yes" and (I65 > 0 or I69 > 0) and Input!C25 = "Yes"), NumSites,
NumServers = NumDAGServersPDC/SDC (Role Requirements!C225/D225), NumCopies = calcNumDBCopyInPDC/SDCActual
(I63/I65), NumLagCopies (Input!C31 less C33 with site resilience, C33), lagged copies added to the copies
(DistributedLag) when Input!G30 is "No" or Volume Requirements!C110 is "Multiple DBs / Volume",
NumDataBases = RecNumDBs (C79); ActiveActive and MarkLagged read calcNumAMBXServersDC1/DC2 (I86/I88).
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

TIER = {"mailboxes": 5000, "messagesPerDay": 150, "quotaMB": 2048}

# name -> scenario inputs (ExSize's scenario keys are mscalc.py's input names).
DESIGNS = [
    ("example", {}),
    ("single-4-servers-2-copies", {"datacenterModel": "Single Datacenter", "exchangeServersPerDag": 4,
                                   "haCopies": 2, "laggedCopies": 0, "dagCount": 1, "tiers": [TIER]}),
    ("single-6-servers-3-copies", {"datacenterModel": "Single Datacenter", "exchangeServersPerDag": 6,
                                   "haCopies": 3, "laggedCopies": 0, "dagCount": 1, "tiers": [TIER]}),
    ("single-8-servers-4-copies", {"datacenterModel": "Single Datacenter", "exchangeServersPerDag": 8,
                                   "haCopies": 4, "laggedCopies": 0, "dagCount": 1,
                                   "tiers": [{"mailboxes": 20000, "messagesPerDay": 150, "quotaMB": 2048}]}),
    ("single-4-servers-4-copies", {"datacenterModel": "Single Datacenter", "exchangeServersPerDag": 4,
                                   "haCopies": 4, "laggedCopies": 0, "dagCount": 1,
                                   "tiers": [{"mailboxes": 10000, "messagesPerDay": 150, "quotaMB": 2048}]}),
    ("single-5-servers-4-copies-120-databases", {"datacenterModel": "Single Datacenter",
                                                 "exchangeServersPerDag": 5, "haCopies": 4, "laggedCopies": 0,
                                                 "dagCount": 1, "databaseCountCustom": 120,
                                                 "tiers": [{"mailboxes": 12000, "messagesPerDay": 150,
                                                            "quotaMB": 2048}]}),
    ("single-6-servers-5-copies-asked-300-databases", {"datacenterModel": "Single Datacenter",
                                                 "exchangeServersPerDag": 6, "haCopies": 5, "laggedCopies": 0,
                                                 "dagCount": 1, "databaseCountCustom": 300,
                                                 "multipleDatabasesPerVolume": False,
                                                 "tiers": [{"mailboxes": 30000, "messagesPerDay": 150,
                                                            "quotaMB": 2048}]}),
    ("single-5-servers-4-ha-1-lagged", {"datacenterModel": "Single Datacenter", "exchangeServersPerDag": 5,
                                        "haCopies": 4, "laggedCopies": 1, "multipleDatabasesPerVolume": False,
                                        "dagCount": 1,
                                        "tiers": [{"mailboxes": 12000, "messagesPerDay": 150, "quotaMB": 2048}]}),
    ("single-6-servers-3-ha-1-lagged", {"datacenterModel": "Single Datacenter", "exchangeServersPerDag": 6,
                                        "haCopies": 3, "laggedCopies": 1, "dagCount": 1, "tiers": [TIER]}),
    ("single-5-servers-3-ha-1-lagged-dedicated", {"datacenterModel": "Single Datacenter",
                                                  "exchangeServersPerDag": 5, "haCopies": 3, "laggedCopies": 1,
                                                  "laggedCopiesOnDedicatedServers": True,
                                                  "multipleDatabasesPerVolume": False, "dagCount": 1,
                                                  "tiers": [TIER]}),
    ("single-6-servers-5-ha-1-lagged", {"datacenterModel": "Single Datacenter", "exchangeServersPerDag": 6,
                                        "haCopies": 5, "laggedCopies": 1, "multipleDatabasesPerVolume": False,
                                        "dagCount": 1, "tiers": [TIER]}),
    ("single-8-servers-4-ha-2-lagged", {"datacenterModel": "Single Datacenter", "exchangeServersPerDag": 8,
                                        "haCopies": 4, "laggedCopies": 2, "multipleDatabasesPerVolume": False,
                                        "dagCount": 1, "tiers": [TIER]}),
    ("active-passive-4-servers-2-plus-1", {"datacenterModel": "Active/Passive", "exchangeServersPerDag": 4,
                                           "haCopies": 3, "haCopiesSecondary": 1, "laggedCopies": 0,
                                           "dagCount": 1, "tiers": [TIER]}),
    ("active-passive-6-servers-3-plus-2-lagged", {"datacenterModel": "Active/Passive",
                                                  "exchangeServersPerDag": 6, "haCopies": 4,
                                                  "haCopiesSecondary": 1, "laggedCopies": 1,
                                                  "laggedCopiesSecondary": 1, "dagCount": 1, "tiers": [TIER]}),
    ("active-passive-4-servers-dedicated-dr", {"datacenterModel": "Active/Passive", "exchangeServersPerDag": 4,
                                               "haCopies": 4, "haCopiesSecondary": 2, "dedicatedDrServers": True,
                                               "laggedCopies": 0, "dagCount": 1, "tiers": [TIER]}),
    ("active-active-single-dag-4-servers-2-plus-2", {"datacenterModel": "Active/Active (Single DAG)",
                                                     "exchangeServersPerDag": 4, "haCopies": 4,
                                                     "haCopiesSecondary": 2, "laggedCopies": 0, "dagCount": 1,
                                                     "tiers": [TIER]}),
    ("active-active-single-dag-3-servers-2-plus-1-lagged-each", {"datacenterModel": "Active/Active (Single DAG)",
                                                                 "exchangeServersPerDag": 3, "haCopies": 4,
                                                                 "haCopiesSecondary": 2, "laggedCopies": 2,
                                                                 "laggedCopiesSecondary": 1, "dagCount": 1,
                                                                 "tiers": [TIER]}),
    ("active-active-multiple-dags-4-servers-3-plus-1", {"datacenterModel": "Active/Active (Multiple DAGs)",
                                                        "exchangeServersPerDag": 4, "haCopies": 4,
                                                        "haCopiesSecondary": 1, "laggedCopies": 0, "dagCount": 2,
                                                        "tiers": [TIER]}),
    ("active-active-multiple-dags-6-servers-lagged", {"datacenterModel": "Active/Active (Multiple DAGs)",
                                                      "exchangeServersPerDag": 6, "haCopies": 4,
                                                      "haCopiesSecondary": 1, "laggedCopies": 2,
                                                      "laggedCopiesSecondary": 1, "dagCount": 1, "tiers": [TIER]}),
]

CELLS = {
    "HAOption": "Input!C25", "SiteResilienceEnabled": "Input!G22", "SRModel": "Input!G23",
    "numLagDBCopies": "Input!C31", "numLaggedCopiesSDC": "Input!C33", "DedLaggedCopyServer": "Input!G30",
    "RecNumDBs": "Role Requirements!C79", "calcNumDBCopyInPDCActual": "Role Requirements!I63",
    "calcNumDBCopyInSDCActual": "Role Requirements!I65", "calcNumLagCopyInPDCActual": "Role Requirements!I67",
    "calcNumLagCopyInSDCActual": "Role Requirements!I69", "calcNumAMBXServersDC1": "Role Requirements!I86",
    "calcNumPMBXServersDC1": "Role Requirements!I87", "calcNumAMBXServersDC2": "Role Requirements!I88",
    "calcNumPMBXServersDC2": "Role Requirements!I89", "calcNumLagMBXServers": "Role Requirements!I98",
    "NumDAGServersPDC": "Role Requirements!C225", "NumDAGServersSDC": "Role Requirements!D225",
    "VolArchitecture": "Volume Requirements!C110", "NumDBPerVol": "Volume Requirements!I7",
    "ValidationCheck": "Role Requirements!I160",
}


def globals_of(name, c):
    num = lambda k: int(c[k]) if isinstance(c[k], (int, float)) else 0
    sr = c["SiteResilienceEnabled"] == "Yes" and (num("calcNumDBCopyInSDCActual") > 0 or
                                                  num("calcNumLagCopyInSDCActual") > 0) and c["HAOption"] == "Yes"
    copies = [num("calcNumDBCopyInPDCActual"), num("calcNumDBCopyInSDCActual") if sr else 0]
    servers = [num("NumDAGServersPDC"), num("NumDAGServersSDC") if sr else 0]
    lag = [num("numLagDBCopies"), 0]
    if lag[0] != 0 and sr:
        lag[1] = num("numLaggedCopiesSDC")
        lag[0] -= lag[1]
    distributed = [False, False]
    if str(c["DedLaggedCopyServer"]).lower() == "no" or c["VolArchitecture"] == "Multiple DBs / Volume":
        for x in (0, 1):
            if lag[x] != 0:
                copies[x] += lag[x]
                distributed[x] = True
    return {"name": name, "databases": num("RecNumDBs"), "sites": 2 if sr else 1, "servers": servers,
            "copies": copies, "lag": lag, "distributedLag": distributed,
            "siteResilience": "Yes" if sr else "No", "model": c["SRModel"],
            "amb": [num("calcNumAMBXServersDC1"), num("calcNumAMBXServersDC2")]}


def main(refdir):
    sys.path.insert(0, refdir)
    import mscalc
    sys.path.insert(0, HERE)
    import vba_layouts
    session = mscalc.Session()
    rows = []
    try:
        for name, inputs in DESIGNS:
            out = session.run(inputs, extra_cells=list(CELLS.values()))
            cells = {k: out["extra"][ref] for k, ref in CELLS.items()}
            if cells["ValidationCheck"] not in (False, 0):
                sys.stderr.write("%s: the calculator rejects the design (%r): left out\n" % (name, out.get("validation")))
                continue
            rows.append({"name": name, "inputs": inputs, "cells": cells, "globals": globals_of(name, cells)})
    finally:
        session.close()
    drawn = vba_layouts.run_designs(os.path.join(refdir, "vba", "Module1.bas"), [r["globals"] for r in rows])
    for r, d in zip(rows, drawn):
        r["grid"], r["laggedServers"], r["libreoffice"] = d["grid"], d["laggedServers"], d["libreoffice"]
    json.dump({"source": "E2013Calcv7.6: cells by mscalc.py (LibreOffice); layout by Module1.bas Spread2 333-430, "
                         "Show_Spread2 432-463, ActiveActive 464-506, MarkLagged 552-631 run in LibreOffice Basic "
                         "(vba_layouts.py); globals per Sheet2.cls Worksheet_Change 18-429 (make_goldens.py)",
               "designs": rows}, sys.stdout, indent=1)


if __name__ == "__main__":
    main(sys.argv[1])
