/**
 * The four PowerShell scripts of the calculator's Scripts sheet (E2013Calcv7.6: CreateMBDatabases.ps1,
 * CreateMBDatabaseCopies.ps1, Diskpart.ps1, CreateDAG.ps1), written by ExSize to do what the
 * calculator's do with the four CSV files beside them, reading the columns the calculator's read: each
 * checks the file's data version first as the calculator's do (the VersionNumber row's second column,
 * "2.1"; DAGInfo.csv's SchemaVersion row, "2.4"), creates the databases on their servers through the
 * row's domain controller (GC), adds their copies with activation preference and lag, prepares each
 * server's disks as AutoReseed volumes and mount points, creates the DAG with its witness, addresses,
 * members (with their maximum active databases) and settings.
 *
 * Safety: the scripts are constant text. Every name and setting reaches them as CSV data, bound to
 * cmdlet parameters through splatting; no field is ever run or turned into a command, every name is
 * checked against a pattern before use, every cmdlet runs against a named domain controller (a row with
 * none is refused), and -WhatIf shows what each would do.
 */

import { COMPUTER_NAME, DATABASE_NAME } from "../scenario/deployment";
import { DAG_DATA_VERSION, DATA_VERSION } from "./csv";

/** The script text with CRLF after every line, as ExportScripts writes each line (Module1.bas 3172-3174). */
export const crlf = (text: string) => text.replace(/\r?\n/g, "\r\n");

const HEADER = (synopsis: string, description: string) => `<#
.SYNOPSIS
    ${synopsis}
.DESCRIPTION
    ${description}
    Written by ExSize (exsize deploy). Run it from the Exchange Management Shell; -WhatIf shows what it
    would do. The CSV rows are data: no field is run as a command.
#>
[CmdletBinding(SupportsShouldProcess = $true)]`;

/** The checks every script makes of a name or a domain controller from a CSV row. */
const CHECKS = `$computerPattern = '${COMPUTER_NAME.source}'
$databasePattern = '${DATABASE_NAME.source}'
$hostPattern = '^[A-Za-z0-9][A-Za-z0-9.-]{0,252}$'
function Assert-Value {
    param([string]$Value, [string]$Pattern, [string]$What)
    if ($Value -notmatch $Pattern) {
        throw ($What + ' is not valid: ' + $Value)
    }
}`;

/** A parameter naming a CSV file, by default the one of that name beside the script. */
const csvParameter = (name: string, file: string) =>
  `[string]$${name} = (Join-Path -Path $PSScriptRoot -ChildPath '${file}')`;

/**
 * What every script opens with: its help (HEADER), its parameters (the first names the CSV it reads),
 * the checks, and that CSV read into $all and refused unless it has `rows` rows at least and its first
 * row is the version row the calculator's own script checks: `mark` in column `markColumn`, `version` in
 * column `versionColumn` (a "VersionNumber" row gives a data version, DAGInfo.csv's "SchemaVersion" a
 * schema version).
 * Example: opening(synopsis, description, ["DatabasesCsv", "MailboxDatabases.csv"], [], ["Name",
 * "VersionNumber", "Server", "2.1"]) opens CreateMBDatabases.ps1, refusing a file whose first row is not
 * VersionNumber, 2.1.
 */
function opening(
  synopsis: string,
  description: string,
  [csv, file]: readonly [string, string],
  more: readonly string[],
  [markColumn, mark, versionColumn, version]: readonly [string, string, string, string],
  rows = 1
): string {
  const kind = mark === "SchemaVersion" ? "schema" : "data";
  return `${HEADER(synopsis, description)}
param(
${[csvParameter(csv, file), ...more].map((p) => `    ${p}`).join(",\n")}
)
$ErrorActionPreference = 'Stop'
${CHECKS}
$all = @(Import-Csv -Path $${csv})
if ($all.Count -lt ${rows} -or $all[0].${markColumn} -ne '${mark}' -or $all[0].${versionColumn} -ne '${version}') {
    throw ('${file} is not ${kind} version ${version}: ' + $${csv})
}`;
}

export const CREATE_DATABASES_PS1 = crlf(`${opening(
  "Creates the mailbox databases listed in MailboxDatabases.csv.",
  `Checks the data version (the VersionNumber row's Server column, ${DATA_VERSION}), then for each database: New-MailboxDatabase on its server, its settings, Mount-Database, all through the row's domain controller (GC).`,
  ["DatabasesCsv", "MailboxDatabases.csv"],
  [],
  ["Name", "VersionNumber", "Server", DATA_VERSION]
)}
$rows = @($all | Where-Object { $_.Name -ne 'VersionNumber' })
foreach ($row in $rows) {
    Assert-Value -Value $row.Name -Pattern $databasePattern -What 'Database name'
    Assert-Value -Value $row.Server -Pattern $computerPattern -What 'Server name'
    Assert-Value -Value $row.GC -Pattern $hostPattern -What ('Domain controller (GC) of ' + $row.Name)
    $create = @{
        Name             = $row.Name
        Server           = $row.Server
        EdbFilePath      = $row.EDBFilePath
        LogFolderPath    = $row.LogFolderPath
        DomainController = $row.GC
    }
    if ($PSCmdlet.ShouldProcess($row.Name, 'New-MailboxDatabase')) {
        New-MailboxDatabase @create | Out-Null
        $settings = @{
            Identity                          = $row.Name
            DomainController                  = $row.GC
            DeletedItemRetention              = $row.DeletedItemRetention
            OfflineAddressBook                = $row.OAB
            RetainDeletedItemsUntilBackup     = [System.Convert]::ToBoolean($row.RetainDeletedItemsUntilBackup)
            IndexEnabled                      = [System.Convert]::ToBoolean($row.IndexEnabled)
            ProhibitSendReceiveQuota          = $row.ProhibitSendReceiveQuota
            ProhibitSendQuota                 = $row.ProhibitSendQuota
            IssueWarningQuota                 = $row.IssueWarningQuota
            AllowFileRestore                  = [System.Convert]::ToBoolean($row.AllowFileRestore)
            BackgroundDatabaseMaintenance     = [System.Convert]::ToBoolean($row.BackgroundDatabaseMaintenance)
            IsExcludedFromProvisioning        = [System.Convert]::ToBoolean($row.IsExcludedFromProvisioning)
            IsSuspendedFromProvisioning       = [System.Convert]::ToBoolean($row.IsSuspendedFromProvisioning)
            MailboxRetention                  = $row.MailboxRetention
            MountAtStartup                    = [System.Convert]::ToBoolean($row.MountAtStartup)
            EventHistoryRetentionPeriod       = $row.EventHistoryRetentionPeriod
            AutoDagExcludeFromMonitoring      = [System.Convert]::ToBoolean($row.AutoDagExcludeFromMonitoring)
            CalendarLoggingQuota              = $row.CalendarLoggingQuota
            IsExcludedFromInitialProvisioning = [System.Convert]::ToBoolean($row.IsExcludedFromInitialProvisioning)
            DataMoveReplicationConstraint     = $row.DataMoveReplicationConstraint
            RecoverableItemsQuota             = $row.RecoverableItemsQuota + 'GB'
            RecoverableItemsWarningQuota      = $row.RecoverableItemsWarningQuota + 'GB'
        }
        Set-MailboxDatabase @settings
        Mount-Database -Identity $row.Name -DomainController $row.GC
        Write-Verbose -Message ('Created ' + $row.Name + ' on ' + $row.Server)
    }
}
`);

export const CREATE_COPIES_PS1 = crlf(`${opening(
  "Adds the database copies listed in MailboxDatabaseCopies.csv.",
  `Checks the data version (the VersionNumber row's GC2 column, ${DATA_VERSION}), then for each copy: Add-MailboxDatabaseCopy with its activation preference, replay and truncation lag, through the domain controller the database was created on (its GC in MailboxDatabases.csv, else the row's GC); then circular logging where MailboxDatabases.csv asks for it (it must be off while the first copy is added).`,
  ["CopiesCsv", "MailboxDatabaseCopies.csv"],
  [csvParameter("DatabasesCsv", "MailboxDatabases.csv"), "[switch]$SeedingPostponed"],
  ["GC", "VersionNumber", "GC2", DATA_VERSION]
)}
$databases = @(Import-Csv -Path $DatabasesCsv | Where-Object { $_.Name -ne 'VersionNumber' })
$createdOn = @{}
foreach ($database in $databases) {
    $createdOn[$database.Name] = $database.GC
}
$rows = @($all | Where-Object { $_.GC -ne 'VersionNumber' })
foreach ($row in $rows) {
    Assert-Value -Value $row.Name -Pattern $databasePattern -What 'Database name'
    Assert-Value -Value $row.Server -Pattern $computerPattern -What 'Server name'
    $dc = $row.GC
    if ($createdOn.ContainsKey($row.Name)) {
        $dc = $createdOn[$row.Name]
    }
    Assert-Value -Value $dc -Pattern $hostPattern -What ('Domain controller of ' + $row.Name)
    $copy = @{
        Identity             = $row.Name
        MailboxServer        = $row.Server
        ActivationPreference = [int]$row.ActivationPreference
        ReplayLagTime        = $row.ReplayLagTime
        TruncationLagTime    = $row.TruncationLagTime
        SeedingPostponed     = $SeedingPostponed.IsPresent
        DomainController     = $dc
    }
    if ($PSCmdlet.ShouldProcess($row.Name + ' on ' + $row.Server, 'Add-MailboxDatabaseCopy')) {
        Add-MailboxDatabaseCopy @copy
    }
}
foreach ($database in $databases) {
    if ([System.Convert]::ToBoolean($database.CircularLoggingEnabled)) {
        Assert-Value -Value $database.GC -Pattern $hostPattern -What ('Domain controller (GC) of ' + $database.Name)
        if ($PSCmdlet.ShouldProcess($database.Name, 'Set-MailboxDatabase -CircularLoggingEnabled')) {
            Set-MailboxDatabase -Identity $database.Name -CircularLoggingEnabled $true -DomainController $database.GC
        }
    }
}
`);

export const DISKPART_PS1 = crlf(`${opening(
  "Prepares this server's disks for its databases, as Servers.csv lays them out (AutoReseed).",
  `Checks the data version (the VersionNumber row's StartDrive column, ${DATA_VERSION}), finds this server's row, takes its raw disks from StartDrive on: one per volume of DbPerVolume databases plus the AutoReseed spares. Each is formatted ReFS with 64 KB units and mounted under VolumesRootFolder; each database folder under DatabasesRootFolder is a mount point of its volume.`,
  ["ServersCsv", "Servers.csv"],
  ["[string]$ServerName = $env:COMPUTERNAME"],
  ["ServerName", "VersionNumber", "StartDrive", DATA_VERSION]
)}
$row = @($all | Where-Object { $_.ServerName -eq $ServerName })
if ($row.Count -ne 1) {
    throw ('Servers.csv has no row for ' + $ServerName)
}
$server = $row[0]
$databases = @($server.DbMap -split ',')
foreach ($database in $databases) {
    Assert-Value -Value $database -Pattern $databasePattern -What 'Database name'
}
$perVolume = [int]$server.DbPerVolume
$volumes = [int][System.Math]::Ceiling($databases.Count / $perVolume) + [int]$server.AutoReseedVolumes
$disks = @(Get-Disk | Where-Object { $_.PartitionStyle -eq 'RAW' -and $_.Number -ge [int]$server.StartDrive } | Sort-Object -Property Number)
if ($disks.Count -lt $volumes) {
    throw ('This server needs ' + $volumes + ' raw disks from disk ' + $server.StartDrive + ' on; it has ' + $disks.Count)
}
for ($v = 1; $v -le $volumes; $v++) {
    $disk = $disks[$v - 1]
    $volumeFolder = Join-Path -Path $server.VolumesRootFolder -ChildPath ('Volume' + $v)
    if ($PSCmdlet.ShouldProcess('disk ' + $disk.Number, 'format and mount at ' + $volumeFolder)) {
        Initialize-Disk -Number $disk.Number -PartitionStyle GPT
        $partition = New-Partition -DiskNumber $disk.Number -UseMaximumSize
        Format-Volume -Partition $partition -FileSystem ReFS -AllocationUnitSize 65536 -SetIntegrityStreams $false -Confirm:$false | Out-Null
        New-Item -Path $volumeFolder -ItemType Directory -Force | Out-Null
        Add-PartitionAccessPath -DiskNumber $disk.Number -PartitionNumber $partition.PartitionNumber -AccessPath $volumeFolder
        $first = ($v - 1) * $perVolume
        for ($i = $first; $i -lt [System.Math]::Min($first + $perVolume, $databases.Count); $i++) {
            $databaseFolder = Join-Path -Path $server.DatabasesRootFolder -ChildPath $databases[$i]
            New-Item -Path $databaseFolder -ItemType Directory -Force | Out-Null
            New-Item -Path (Join-Path -Path $volumeFolder -ChildPath ($databases[$i] + '.db')) -ItemType Directory -Force | Out-Null
            New-Item -Path (Join-Path -Path $volumeFolder -ChildPath ($databases[$i] + '.log')) -ItemType Directory -Force | Out-Null
            Add-PartitionAccessPath -DiskNumber $disk.Number -PartitionNumber $partition.PartitionNumber -AccessPath $databaseFolder
        }
    }
}
`);

export const CREATE_DAG_PS1 = crlf(`${opening(
  "Creates the database availability group of DAGInfo.csv and adds its servers.",
  `Checks the data version (the SchemaVersion row's DAGIps column, ${DAG_DATA_VERSION}), then: New-DatabaseAvailabilityGroup with its witness and IP addresses (255.255.255.255: no administrative access point), each site's servers with their maximum active databases, the DAC mode, the alternate witness, the AutoReseed folders (unless logs are isolated), the network settings, the replay lag manager and the replication port; all through the DAG's domain controller (GC).`,
  ["DagInfoCsv", "DAGInfo.csv"],
  [],
  ["DAGName", "SchemaVersion", "DAGIps", DAG_DATA_VERSION],
  2
)}
$dag = $all[1]
Assert-Value -Value $dag.DAGName -Pattern $computerPattern -What 'DAG name'
Assert-Value -Value $dag.GC -Pattern $hostPattern -What 'Domain controller (GC)'
Assert-Value -Value $dag.WitnessServer -Pattern $hostPattern -What 'Witness server'
$site1 = @($dag.Site1Servers -split ',' | Where-Object { $_ -ne '' })
$site2 = @($dag.Site2Servers -split ',' | Where-Object { $_ -ne '' })
foreach ($server in ($site1 + $site2)) {
    Assert-Value -Value $server -Pattern $computerPattern -What 'Server name'
}
$addresses = @($dag.DAGIps -split ',' | Where-Object { $_ -ne '' })
$new = @{
    Name             = $dag.DAGName
    WitnessServer    = $dag.WitnessServer
    WitnessDirectory = $dag.WitnessDir
    DomainController = $dag.GC
}
if ($addresses.Count -eq 1 -and $addresses[0] -eq '255.255.255.255') {
    $new['DatabaseAvailabilityGroupIpAddresses'] = [System.Net.IPAddress]::None
}
else {
    $new['DatabaseAvailabilityGroupIpAddresses'] = $addresses
}
if ($PSCmdlet.ShouldProcess($dag.DAGName, 'New-DatabaseAvailabilityGroup')) {
    New-DatabaseAvailabilityGroup @new | Out-Null
}
$first = @{
    Servers          = $site1
    MaximumActive    = $dag.MaximumActiveDatabasesSite1
    MaximumPreferred = $dag.MaximumPreferredActiveDatabasesSite1
}
$second = @{
    Servers          = $site2
    MaximumActive    = $dag.MaximumActiveDatabasesSite2
    MaximumPreferred = $dag.MaximumPreferredActiveDatabasesSite2
}
$sites = @($first, $second)
foreach ($site in $sites) {
    foreach ($server in $site.Servers) {
        if ($PSCmdlet.ShouldProcess($server, 'Set-MailboxServer and Add-DatabaseAvailabilityGroupServer')) {
            $mailboxServer = @{
                Identity              = $server
                AutoDatabaseMountDial = $dag.AutoDatabaseMountDial
                DomainController      = $dag.GC
            }
            if ($site.MaximumActive -ne '') {
                $mailboxServer['MaximumActiveDatabases'] = [int]$site.MaximumActive
            }
            if ($site.MaximumPreferred -ne '' -and [int]$site.MaximumPreferred -ne 0) {
                $mailboxServer['MaximumPreferredActiveDatabases'] = [int]$site.MaximumPreferred
            }
            Set-MailboxServer @mailboxServer
            Add-DatabaseAvailabilityGroupServer -Identity $dag.DAGName -MailboxServer $server -DomainController $dag.GC
        }
    }
}
$settings = @{
    Identity                      = $dag.DAGName
    DomainController              = $dag.GC
    DatacenterActivationMode      = $dag.DACMode
    ManualDagNetworkConfiguration = [System.Convert]::ToBoolean($dag.ManualDagnetworkConfiguration)
    NetworkCompression            = $dag.NetworkCompression
    NetworkEncryption             = $dag.NetworkEncryption
    ReplayLagManagerEnabled       = [System.Convert]::ToBoolean($dag.ReplayLagManagerEnabled)
    ReplicationPort               = [int]$dag.ReplicationPort
}
if ($dag.AltWitnessServer -ne '') {
    Assert-Value -Value $dag.AltWitnessServer -Pattern $hostPattern -What 'Alternate witness server'
    $settings['AlternateWitnessServer'] = $dag.AltWitnessServer
    $settings['AlternateWitnessDirectory'] = $dag.AltWitnessDir
}
if (-not [System.Convert]::ToBoolean($dag.LogIsolation)) {
    $settings['AutoDagVolumesRootFolderPath'] = $dag.AutoDagVolumesRootFolderPath
    $settings['AutoDagDatabasesRootFolderPath'] = $dag.AutoDagDatabasesRootFolderPath
    $settings['AutoDagDatabaseCopiesPerVolume'] = [int]$dag.AutoDagDatabaseCopiesPerVolume
}
if ($PSCmdlet.ShouldProcess($dag.DAGName, 'Set-DatabaseAvailabilityGroup')) {
    Set-DatabaseAvailabilityGroup @settings
}
`);
