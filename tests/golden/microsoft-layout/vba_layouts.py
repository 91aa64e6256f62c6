#!/usr/bin/python3
"""Runs the calculator's own copy-layout VBA in LibreOffice for chosen designs and prints the layouts as JSON
(the golden source of tests/golden/microsoft-layout/vba-layouts.json). Not run by the tests: they read the JSON.

    /usr/bin/python3 tests/golden/microsoft-layout/vba_layouts.py ../shared/references/ms-calculator/vba/Module1.bas \
        > tests/golden/microsoft-layout/vba-layouts.json

What runs: the VBA text of E2013Calcv7.6's Module1.bas, read at run time (never copied into ExSize): its
declarations (lines 1-148), Spread2 (333-430), Show_Spread2 (432-463), ActiveActive (464-506) and MarkLagged
(552-631), unchanged, as a Basic module with `Option VBASupport 1` in a new, empty Calc document (not the
calculator's workbook). A small driver of our own does what Run_Spread (149-291) does between Config and the
end, for one failure domain per site (the calculator's default, failure domains off): erase the arrays,
Spread2 per site into arrSiteInfo(site, IndexArrFD), Show_Spread2 per site, ActiveActive for Active/Active
(Single DAG), MarkLagged per site whose lagged copies go with the others. The globals it sets are those
GetInfo / the Input sheet's Worksheet_Change set (Module1 856-1059, Sheet2 18-429), given per design below
as the calculator cells they come from. Stubs (documented test doubles): DAGStatus (draws quorum status),
PushStack / PopStack (tracing; DebugLevel is 0). The two named cells ActiveActive and MarkLagged read,
'Role Requirements'!calcNumAMBXServersDC1 / DC2 (I86, I88), are cells of a sheet of that name.
Output per design: the Distribution grid (rows = databases, StartRow 25; columns = servers, site 1 from
column E, site 2 MaxServers + 1 columns further) as activation preferences, and which cells hold a "Lag"
comment.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

import uno
from com.sun.star.beans import PropertyValue

PROFILE = '''<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="MacroSecurityLevel" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="DisableMacrosExecution" oor:op="fuse"><value>false</value></prop></item>
</oor:items>'''

# Each design: the globals as GetInfo sets them, from the calculator cells named in `cells`.
# servers = NumDAGServersPDC/SDC (RR!C225/D225 = I86+I87, I88+I89), copies = calcNumDBCopyIn[PS]DCActual
# (I63/I65) + lagged when DistributedLag, lag = NumLagCopies (Input!C31 less C33, C33), databases = RecNumDBs
# (RR!C79), amb = calcNumAMBXServersDC1/DC2 (I86/I88), model = SRModel (Input!G23).


def pv(name, value):
    p = PropertyValue()
    p.Name, p.Value = name, value
    return p


def vba_source(module1):
    lines = open(module1, encoding='utf-8').read().split('\n')
    pick = lambda a, b: lines[a - 1:b]
    decl = [l for l in pick(1, 148) if not l.startswith('Attribute ')]
    # The `Type FileType ... End Type` block (lines 8-11, and the two tracing globals of that type) is left
    # out: LibreOffice's Basic does not compile it in this module, and only the tracing uses it.
    a = decl.index('Type FileType               \'Type defintion for structure to manage files')
    decl = [l for l in decl[:a] + decl[a + 4:] if 'As FileType' not in l]
    body = pick(333, 463) + pick(464, 506) + pick(552, 631)
    driver = '''
Sub DAGStatus(x)
End Sub
Sub PushStack(a, b)
End Sub
Sub PopStack()
End Sub
Sub ExSizeDriver()
    Dim p As Object
    Dim Site As Integer
    Set p = ThisComponent.Sheets.getByName("Params")
    NumDataBases = p.getCellByPosition(1, 0).Value
    NumSites = p.getCellByPosition(1, 1).Value
    NumServers(1) = p.getCellByPosition(1, 2).Value
    NumServers(2) = p.getCellByPosition(1, 3).Value
    NumCopies(1) = p.getCellByPosition(1, 4).Value
    NumCopies(2) = p.getCellByPosition(1, 5).Value
    NumLagCopies(1) = p.getCellByPosition(1, 6).Value
    NumLagCopies(2) = p.getCellByPosition(1, 7).Value
    DistributedLag(1) = (p.getCellByPosition(1, 8).Value = 1)
    DistributedLag(2) = (p.getCellByPosition(1, 9).Value = 1)
    SiteResilience = p.getCellByPosition(1, 10).String
    SRModel = p.getCellByPosition(1, 11).String
    AASD = "Active/Active (Single DAG)"
    NumFailureDomains(1) = 1
    NumFailureDomains(2) = 1
    arrSiteInfo(1, IndexArrFD) = MaxFailureDomains
    arrSiteInfo(2, IndexArrFD) = MaxFailureDomains - 1
    DebugLevel = 0
    errStatus = 0
    Erase arrFailureDomains
    For Site = 1 To NumSites
        Call Spread2(NumServers(Site), NumCopies(Site), arrSiteInfo(Site, IndexArrFD))
    Next Site
    For Site = 1 To NumSites
        Call Show_Spread2(Site)
    Next Site
    If SiteResilience = "Yes" And SRModel = AASD Then
        Call ActiveActive
    End If
    For Site = 1 To NumSites
        If DistributedLag(Site) Then Call MarkLagged(Site)
    Next Site
End Sub
'''
    return 'Option VBASupport 1\n' + '\n'.join(decl) + '\n' + '\n'.join(body) + '\n' + driver


def run_designs(module1, designs):
    tmp = tempfile.mkdtemp()
    os.makedirs(os.path.join(tmp, 'profile', 'user'))
    with open(os.path.join(tmp, 'profile', 'user', 'registrymodifications.xcu'), 'w') as f:
        f.write(PROFILE)
    pipe = 'vbalayout%d' % os.getpid()
    proc = subprocess.Popen(['soffice', '-env:UserInstallation=file://' + os.path.join(tmp, 'profile'), '--headless',
                             '--invisible', '--norestore', '--accept=pipe,name=%s;urp;' % pipe],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    out = []
    try:
        ctx = uno.getComponentContext()
        resolver = ctx.ServiceManager.createInstanceWithContext('com.sun.star.bridge.UnoUrlResolver', ctx)
        for _ in range(240):
            try:
                rctx = resolver.resolve('uno:pipe,name=%s;urp;StarOffice.ComponentContext' % pipe)
                break
            except Exception:
                time.sleep(0.5)
        else:
            raise SystemExit('soffice did not start')
        desktop = rctx.ServiceManager.createInstanceWithContext('com.sun.star.frame.Desktop', rctx)
        from com.sun.star.document.MacroExecMode import ALWAYS_EXECUTE_NO_WARN
        src = vba_source(module1)
        doc = desktop.loadComponentFromURL('private:factory/scalc', '_blank', 0,
                                           (pv('Hidden', True), pv('MacroExecutionMode', ALWAYS_EXECUTE_NO_WARN)))
        sheets = doc.Sheets
        sheets.getByIndex(0).Name = 'Distribution'
        sheets.insertNewByName('Role Requirements', 1)
        sheets.insertNewByName('Params', 2)
        rr = sheets.getByName('Role Requirements')
        from com.sun.star.table import CellAddress
        for name, cell in (('calcNumAMBXServersDC1', '$\'Role Requirements\'.$I$86'),
                           ('calcNumAMBXServersDC2', '$\'Role Requirements\'.$I$88')):
            doc.NamedRanges.addNewByName(name, cell, CellAddress(1, 0, 0), 0)
        libs = doc.BasicLibraries
        if not libs.hasByName('Standard'):
            libs.createLibrary('Standard')
        lib = libs.getByName('Standard')
        if lib.hasByName('Module1'):
            lib.replaceByName('Module1', src)
        else:
            lib.insertByName('Module1', src)
        script = doc.getScriptProvider().getScript(
            'vnd.sun.star.script:Standard.Module1.ExSizeDriver?language=Basic&location=document')
        dist = sheets.getByName('Distribution')
        p = sheets.getByName('Params')
        version = desktop_version(rctx)
        for d in designs:
            # A fresh Distribution sheet for each design: values and "Lag" comments cleared (1023: every kind).
            dist.getCellRangeByPosition(0, 0, 60, 24 + 1700).clearContents(1023)
            rr.getCellRangeByName('I86').Value = d['amb'][0]
            rr.getCellRangeByName('I88').Value = d['amb'][1]
            vals = [d['databases'], d['sites'], d['servers'][0], d['servers'][1], d['copies'][0], d['copies'][1],
                    d['lag'][0], d['lag'][1], 1 if d['distributedLag'][0] else 0, 1 if d['distributedLag'][1] else 0]
            for i, v in enumerate(vals):
                p.getCellByPosition(1, i).Value = v
            p.getCellByPosition(1, 10).String = d['siteResilience']
            p.getCellByPosition(1, 11).String = d['model']
            script.invoke((), (), ())
            total = d['servers'][0] + d['servers'][1]
            cols = [4 + s if s < d['servers'][0] else 4 + 17 + (s - d['servers'][0]) for s in range(total)]
            data = dist.getCellRangeByPosition(0, 24, 40, 24 + d['databases'] - 1).getDataArray()
            grid = [[int(row[c]) if row[c] != '' else 0 for c in cols] for row in data]
            lag = [[] for _ in range(d['databases'])]
            anns = dist.Annotations
            for k in range(anns.Count):
                an = anns.getByIndex(k)
                if an.String.strip() == 'Lag':
                    lag[an.Position.Row - 24].append(cols.index(an.Position.Column))
            for l in lag:
                l.sort()
            out.append({'name': d['name'], 'grid': grid, 'laggedServers': lag, 'libreoffice': version})
        doc.close(True)
    finally:
        try:
            desktop.terminate()
        except Exception:
            pass
        proc.wait(timeout=60)
    return out


def desktop_version(rctx):
    cp = rctx.ServiceManager.createInstanceWithContext('com.sun.star.configuration.ConfigurationProvider', rctx)
    access = cp.createInstanceWithArguments('com.sun.star.configuration.ConfigurationAccess',
                                            (pv('nodepath', '/org.openoffice.Setup/Product'),))
    return access.getByName('ooSetupVersionAboutBox')


if __name__ == '__main__':
    json.dump(run_designs(sys.argv[1], json.load(open(sys.argv[2]))), sys.stdout)
