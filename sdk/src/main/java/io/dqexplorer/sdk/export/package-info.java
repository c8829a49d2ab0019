/**
 * Streaming CSV export of a clip query, used by the desktop app and its headless command.
 *
 * <p>{@link io.dqexplorer.sdk.export.ClipCsvExporter} walks every page of
 * {@link io.dqexplorer.sdk.DqClient.Unversioned#walkClips} and writes each row as it arrives (nothing is
 * collected), choosing the columns from {@link io.dqexplorer.sdk.export.ClipColumn}. The file is
 * RFC 4180 (Apache Commons CSV does all quoting), UTF-8 without a byte-order mark, CRLF record
 * separators, a header row of the column names, term lists joined with {@code |}. A text cell
 * that a spreadsheet would run as a formula (first character {@code = + - @}, tab, CR or NUL) is
 * prefixed with {@code '} (OWASP ASVS 1.2.10); numbers stay numbers (negative ones included);
 * seconds are written as their shortest plain decimal; a missing value is an empty cell.
 *
 * <p>The file is written under a hidden {@code .<name>.<random>.part} name in the target folder
 * and moved into place only when every row reported by the service has been written; a manifest
 * {@code <name>.manifest.json} beside it records dataset, filter, the vocabulary token the rows
 * came from, columns, row count, time and the file's SHA-256. On failure or cancel nothing is
 * left under the target name and an existing file there is untouched.
 */
package io.dqexplorer.sdk.export;
