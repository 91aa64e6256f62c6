/**
 * The four PowerShell scripts of the calculator's Scripts sheet (E2013Calcv7.6: CreateMBDatabases.ps1,
 * CreateMBDatabaseCopies.ps1, Diskpart.ps1, CreateDAG.ps1), written by ExSize to do what the
 * calculator's do with the three CSV files beside them: create the databases, add their copies with
 * their activation preference and lag, prepare each server's disks as AutoReseed volumes and mount
 * points, create the DAG and add its servers.
 *
 * Safety: the scripts are constant text. Every name and setting reaches them as CSV data, bound to
 * cmdlet parameters through splatting; no field is ever run or turned into a command. The one value
 * written into a script is CreateDAG.ps1's default DAG name, checked by names.ts (a NetBIOS name:
 * letters, digits, hyphens) before it is written, and checked again by the script's ValidatePattern.
 */

const HEADER = (synopsis: string, description: string) => `<#
.SYNOPSIS
    ${synopsis}
.DESCRIPTION
    ${description}
    Written by ExSize (exsize deploy). Run it from the Exchange Management Shell; -WhatIf shows what it
    would do. The CSV rows are data: no field is run as a command.
#>
[CmdletBinding(SupportsShouldProcess = $true)]`;

export const CREATE_DATABASES_PS1 = `${HEADER(
  "Creates the mailbox databases listed in MailboxDatabases.csv.",
  "For each row (the VersionNumber row skipped): New-MailboxDatabase on its server, then its settings, then Mount-Database."
)}
param(
    [string]$DatabasesCsv = (Join-Path -Path $PSScriptRoot -ChildPath 'MailboxDatabases.csv')
)
$ErrorActionPreference = 'Stop'
$rows = @(Import-Csv -Path $DatabasesCsv | Where-Object { $_.Name -ne 'VersionNumber' })
foreach ($row in $rows) {
    $create = @{
        Name          = $row.Name
        Server        = $row.Server
        EdbFilePath   = $row.EDBFilePath
        LogFolderPath = $row.LogFolderPath
    }
    if ($row.GC) { $create['DomainController'] = $row.GC }
    if ($PSCmdlet.ShouldProcess($row.Name, 'New-MailboxDatabase')) {
        New-MailboxDatabase @create | Out-Null
        $settings = @{
            Identity                          = $row.Name
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
        if ($row.GC) { $settings['DomainController'] = $row.GC }
        Set-MailboxDatabase @settings
        Mount-Database -Identity $row.Name
        Write-Verbose -Message ('Created ' + $row.Name + ' on ' + $row.Server)
    }
}
`;

export const CREATE_COPIES_PS1 = `${HEADER(
  "Adds the database copies listed in MailboxDatabaseCopies.csv.",
  "For each row (the VersionNumber row skipped): Add-MailboxDatabaseCopy with its activation preference, replay and truncation lag; then circular logging where MailboxDatabases.csv asks for it (it must be off while the first copy is added)."
)}
param(
    [string]$CopiesCsv = (Join-Path -Path $PSScriptRoot -ChildPath 'MailboxDatabaseCopies.csv'),
    [string]$DatabasesCsv = (Join-Path -Path $PSScriptRoot -ChildPath 'MailboxDatabases.csv'),
    [switch]$SeedingPostponed
)
$ErrorActionPreference = 'Stop'
$rows = @(Import-Csv -Path $CopiesCsv | Where-Object { $_.GC -ne 'VersionNumber' })
foreach ($row in $rows) {
    $copy = @{
        Identity             = $row.Name
        MailboxServer        = $row.Server
        ActivationPreference = [int]$row.ActivationPreference
        ReplayLagTime        = $row.ReplayLagTime
        TruncationLagTime    = $row.TruncationLagTime
        SeedingPostponed     = $SeedingPostponed.IsPresent
    }
    if ($row.GC) { $copy['DomainController'] = $row.GC }
    if ($PSCmdlet.ShouldProcess($row.Name + ' on ' + $row.Server, 'Add-MailboxDatabaseCopy')) {
        Add-MailboxDatabaseCopy @copy
    }
}
$databases = @(Import-Csv -Path $DatabasesCsv | Where-Object { $_.Name -ne 'VersionNumber' })
foreach ($database in $databases) {
    if ([System.Convert]::ToBoolean($database.CircularLoggingEnabled)) {
        if ($PSCmdlet.ShouldProcess($database.Name, 'Set-MailboxDatabase -CircularLoggingEnabled')) {
            Set-MailboxDatabase -Identity $database.Name -CircularLoggingEnabled $true
        }
    }
}
`;

export const DISKPART_PS1 = `${HEADER(
  "Prepares this server's disks for its databases, as Servers.csv lays them out (AutoReseed).",
  "Finds this server's row, takes its raw disks from StartDrive on: one per volume of DbPerVolume databases plus the AutoReseed spares. Each is formatted ReFS with 64 KB units and mounted under VolumesRootFolder; each database folder under DatabasesRootFolder is a mount point of its volume."
)}
param(
    [string]$ServersCsv = (Join-Path -Path $PSScriptRoot -ChildPath 'Servers.csv'),
    [string]$ServerName = $env:COMPUTERNAME
)
$ErrorActionPreference = 'Stop'
$row = @(Import-Csv -Path $ServersCsv | Where-Object { $_.ServerName -eq $ServerName })
if ($row.Count -ne 1) {
    throw ('Servers.csv has no row for ' + $ServerName)
}
$server = $row[0]
$databases = @($server.DbMap -split ',')
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
`;

/** CreateDAG.ps1, its default DAG name written in (checked by names.ts before this is called). */
export function createDagPs1(defaultDagName: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,14}$/.test(defaultDagName))
    throw new Error(`createDagPs1: ${JSON.stringify(defaultDagName)} is not a checked DAG name`);
  return `${HEADER(
    "Creates the database availability group and adds the servers of Servers.csv.",
    "New-DatabaseAvailabilityGroup with its witness and the AutoReseed folders (the databases per volume of Servers.csv), then Add-DatabaseAvailabilityGroupServer for each server."
  )}
param(
    [ValidatePattern('^[A-Za-z0-9][A-Za-z0-9-]{0,14}$')]
    [string]$DagName = '${defaultDagName}',
    [Parameter(Mandatory = $true)]
    [ValidatePattern('^[A-Za-z0-9][A-Za-z0-9.-]{0,254}$')]
    [string]$WitnessServer,
    [string]$WitnessDirectory = ('C:\\DAGWitness\\' + $DagName),
    [string]$ServersCsv = (Join-Path -Path $PSScriptRoot -ChildPath 'Servers.csv')
)
$ErrorActionPreference = 'Stop'
$servers = @(Import-Csv -Path $ServersCsv | Where-Object { $_.ServerName -ne 'VersionNumber' })
if ($servers.Count -lt 1) {
    throw 'Servers.csv lists no server'
}
$dag = @{
    Name                           = $DagName
    WitnessServer                  = $WitnessServer
    WitnessDirectory               = $WitnessDirectory
}
if ($PSCmdlet.ShouldProcess($DagName, 'New-DatabaseAvailabilityGroup')) {
    New-DatabaseAvailabilityGroup @dag | Out-Null
    $autoReseed = @{
        Identity                       = $DagName
        AutoDagVolumesRootFolderPath   = $servers[0].VolumesRootFolder
        AutoDagDatabasesRootFolderPath = $servers[0].DatabasesRootFolder
        AutoDagDatabaseCopiesPerVolume = [int]$servers[0].DbPerVolume
    }
    Set-DatabaseAvailabilityGroup @autoReseed
}
foreach ($server in $servers) {
    if ($PSCmdlet.ShouldProcess($server.ServerName, 'Add-DatabaseAvailabilityGroupServer')) {
        Add-DatabaseAvailabilityGroupServer -Identity $DagName -MailboxServer $server.ServerName
    }
}
`;
}
