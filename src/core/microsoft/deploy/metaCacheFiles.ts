import type { MetaCacheSizing } from "../metacache/metaCache";
import { DATABASE_NAME } from "../scenario/deployment";
import { DAG_DATA_VERSION, crlfLines } from "./csv";
import { crlf } from "./scripts";

/**
 * The MetaCache Database settings `exsize deploy` writes for an Exchange 2019 or SE design (issue 30), and
 * only for those (Exchange 2013 and 2016 have no MCDB; the calculator's four CSV files keep their columns):
 * - MetaCache.csv: the DAG's MetaCacheDatabaseVolumesPerServer (Set-DatabaseAvailabilityGroup, the SSDs
 *   per server) and, per database, MetaCacheDatabaseMaxCapacityInBytes (Set-MailboxDatabase; ExchangeDsc's
 *   ExchMailboxDatabase sets the same on 2019), from core/microsoft/metacache/metaCache.ts;
 * - SetMetaCache.ps1: applies them through the DAG's domain controller, -WhatIf to preview.
 * Source: "MetaCacheDatabase (MCDB) setup" (Microsoft Docs, metacachedatabase-setup.md).
 * Example: DAG1 of 4 SSDs per server, 729600000000 bytes per database: the CSV's first data row is
 *   "DAG","DAG1","4","" and each database row "Database","DB01","","729600000000".
 */
export type MetaCacheDeploy = Pick<
  MetaCacheSizing,
  "metaCacheDatabaseVolumesPerServer" | "metaCacheDatabaseMaxCapacityInBytes"
>;

export function metaCacheCsv(
  dagName: string,
  databases: readonly string[],
  m: MetaCacheDeploy
): string {
  return crlfLines([
    "Kind,Name,MetaCacheDatabaseVolumesPerServer,MetaCacheDatabaseMaxCapacityInBytes",
    `"DAG","${dagName}","${m.metaCacheDatabaseVolumesPerServer}",""`,
    ...databases.map((db) => `"Database","${db}","","${m.metaCacheDatabaseMaxCapacityInBytes}"`),
  ]);
}

export const SET_METACACHE_PS1 = crlf(`<#
.SYNOPSIS
    Sets the MetaCache Database (Exchange 2019 and SE) of the DAG and its databases from MetaCache.csv.
.DESCRIPTION
    Set-DatabaseAvailabilityGroup -MetaCacheDatabaseVolumesPerServer (the SSDs per server), then
    Set-MailboxDatabase -MetaCacheDatabaseMaxCapacityInBytes for each database, through the domain
    controller of DAGInfo.csv (GC). Written by ExSize (exsize deploy). Run it from the Exchange Management
    Shell after CreateDAG.ps1 and CreateMBDatabases.ps1; -WhatIf shows what it would do. The CSV rows are
    data: no field is run as a command.
#>
[CmdletBinding(SupportsShouldProcess = $true)]
param(
    [string]$DagInfoCsv = (Join-Path -Path $PSScriptRoot -ChildPath 'DAGInfo.csv'),
    [string]$MetaCacheCsv = (Join-Path -Path $PSScriptRoot -ChildPath 'MetaCache.csv')
)
$ErrorActionPreference = 'Stop'
$databasePattern = '${DATABASE_NAME.source}'
$hostPattern = '^[A-Za-z0-9][A-Za-z0-9.-]{0,252}$'
$all = @(Import-Csv -Path $DagInfoCsv)
if ($all.Count -lt 2 -or $all[0].DAGName -ne 'SchemaVersion' -or $all[0].DAGIps -ne '${DAG_DATA_VERSION}') {
    throw ('DAGInfo.csv is not schema version ${DAG_DATA_VERSION}: ' + $DagInfoCsv)
}
$dag = $all[1]
if ($dag.GC -notmatch $hostPattern) {
    throw ('Domain controller (GC) is not valid: ' + $dag.GC)
}
$rows = @(Import-Csv -Path $MetaCacheCsv)
foreach ($row in $rows) {
    if ($row.Kind -eq 'DAG') {
        if ($PSCmdlet.ShouldProcess($row.Name, 'Set-DatabaseAvailabilityGroup -MetaCacheDatabaseVolumesPerServer')) {
            Set-DatabaseAvailabilityGroup -Identity $row.Name -MetaCacheDatabaseVolumesPerServer ([int]$row.MetaCacheDatabaseVolumesPerServer) -DomainController $dag.GC
        }
    }
    if ($row.Kind -eq 'Database') {
        if ($row.Name -notmatch $databasePattern) {
            throw ('Database name is not valid: ' + $row.Name)
        }
        if ($PSCmdlet.ShouldProcess($row.Name, 'Set-MailboxDatabase -MetaCacheDatabaseMaxCapacityInBytes')) {
            Set-MailboxDatabase -Identity $row.Name -MetaCacheDatabaseMaxCapacityInBytes ([System.Convert]::ToInt64($row.MetaCacheDatabaseMaxCapacityInBytes)) -DomainController $dag.GC
        }
    }
}
`);
