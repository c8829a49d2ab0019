package io.dqexplorer.workspace.report;

/**
 * The report's one style sheet, inline: system fonts only (a font file would be a resource outside the
 * report), colours as variables that the dark scheme and print each set, tables that wrap rather than
 * overflow on a narrow window, and a print layout that keeps a defect, a table row and a chart on one page.
 */
final class ReportStyle {

    private ReportStyle() {
    }

    static final String CSS = """
            :root {
              color-scheme: light dark;
              --bg: #f6f7f9; --panel: #ffffff; --text: #1d2430; --muted: #5c6675; --line: #d9dee5;
              --accent: #2f6fb2; --bar: #3b7dc4; --track: #e4e8ee; --grid: #e6e9ee;
              --changed: #9a5b00; --missing: #7a4fa0;
            }
            @media (prefers-color-scheme: dark) {
              :root {
                --bg: #15191f; --panel: #1d232b; --text: #e6e9ee; --muted: #a3adba; --line: #323a45;
                --accent: #7ab3ef; --bar: #5b9be0; --track: #2c343f; --grid: #2a313b;
                --changed: #f0b45c; --missing: #c7a2e8;
              }
            }
            * { box-sizing: border-box; }
            html { background: var(--bg); color: var(--text); }
            body {
              margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
            }
            main { max-width: 1120px; margin: 0 auto; padding: 28px 32px 40px; }
            header { margin-bottom: 8px; }
            .kicker { margin: 0; color: var(--muted); text-transform: uppercase; letter-spacing: .08em; font-size: 12px; }
            h1 { margin: 2px 0 12px; font-size: 30px; overflow-wrap: anywhere; }
            h2 { margin: 0 0 6px; font-size: 21px; }
            h3 { margin: 0 0 4px; font-size: 16px; }
            code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, "DejaVu Sans Mono", monospace;
              font-size: .92em; overflow-wrap: anywhere; }
            .meta { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 6px 24px; margin: 0 0 12px; }
            .meta div { min-width: 0; }
            .meta dt { color: var(--muted); font-size: 12px; }
            .meta dd { margin: 0; overflow-wrap: anywhere; }
            .meta div.side { grid-column: 1 / -1; display: grid; grid-template-columns: 48px minmax(0, 1fr); gap: 0 12px;
              align-items: baseline; }
            ul.sides { list-style: none; margin: 0; padding: 0; }
            ul.sides li { display: grid; grid-template-columns: 110px minmax(0, 1fr); gap: 0 8px; align-items: baseline; }
            ul.sides .family { color: var(--muted); font-size: 12.5px; }
            nav ul { display: flex; flex-wrap: wrap; gap: 6px 18px; list-style: none; margin: 0; padding: 0; }
            nav a { color: var(--accent); text-decoration: none; }
            section { background: var(--panel); border: 1px solid var(--line); border-radius: 10px;
              padding: 18px 22px; margin: 16px 0; }
            article { border-top: 1px solid var(--line); padding-top: 14px; margin-top: 14px; }
            .stamp { margin: 0 0 12px; color: var(--muted); font-size: 12.5px; overflow-wrap: anywhere; }
            .note, .muted { color: var(--muted); }
            .note { margin: 0 0 12px; font-size: 13.5px; }
            .big-note { font-size: 17px; margin: 4px 0; }
            .cards { display: flex; flex-wrap: wrap; gap: 10px 28px; margin: 4px 0 8px; }
            .card { display: flex; flex-direction: column; min-width: 120px; }
            .card .label, .share .label { color: var(--muted); font-size: 12.5px; }
            .card .value { font-size: 19px; font-weight: 600; font-variant-numeric: tabular-nums; }
            .headline { margin: 0 0 8px; }
            .big { font-size: 24px; font-weight: 650; font-variant-numeric: tabular-nums; }
            .distribution { display: grid; grid-template-columns: minmax(0, 1fr) 220px; gap: 18px; align-items: start; }
            figure { margin: 0; }
            figcaption { color: var(--muted); font-size: 12.5px; }
            svg.histogram { width: 100%; height: auto; display: block; }
            svg .bin { fill: var(--bar); }
            svg .bin.whole { fill: var(--track); stroke: var(--line); stroke-width: 0.5; }
            svg .tick.subset { fill: var(--bar); }
            .subset-charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(360px, 1fr)); gap: 8px 24px; }
            svg .grid { stroke: var(--grid); stroke-width: 1; }
            svg .axis { stroke: var(--muted); stroke-width: 1; }
            svg .tick, svg .axis-label { fill: var(--muted); font-size: 11px; font-family: inherit; }
            svg .bar-label { fill: var(--text); font-size: 10px; font-family: inherit; font-variant-numeric: tabular-nums; }
            .shares { display: grid; gap: 8px; margin: 4px 0 14px; max-width: 720px; }
            .share { display: grid; grid-template-columns: 170px minmax(0, 1fr) 130px; gap: 12px; align-items: center; }
            .share svg.bar { width: 100%; height: 12px; display: block; }
            .share .track { fill: var(--track); }
            .share .fill { fill: var(--bar); }
            .share .value { font-weight: 600; font-variant-numeric: tabular-nums; text-align: right; }
            table { border-collapse: collapse; width: 100%; margin: 8px 0 4px; font-size: 13.5px; }
            caption { text-align: left; color: var(--muted); font-size: 12.5px; padding-bottom: 4px; }
            th, td { text-align: left; padding: 4px 10px 4px 0; border-bottom: 1px solid var(--line); vertical-align: top;
              overflow-wrap: anywhere; }
            thead th { color: var(--muted); font-weight: 600; font-size: 12.5px; }
            tbody th { font-weight: 500; }
            .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
            table.percentiles { margin-top: 0; }
            table.listing { width: auto; min-width: min(100%, 640px); }
            table.listing th, table.listing td { padding-right: 28px; }
            table.figures + .cards { margin-top: 14px; }
            .counts { display: grid; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); gap: 0 32px;
              align-items: start; }
            table.differences td { vertical-align: baseline; }
            /* a clip's term lists may be long: they wrap, and the state keeps its words whole */
            table.differences[data-family=clips] td:nth-child(3), table.differences[data-family=clips] td:nth-child(4) {
              white-space: normal; }
            table.differences[data-family=clips] td:last-child { white-space: nowrap; }
            .counts table.listing { min-width: 0; width: 100%; }
            table.compared th[scope=row], table.lead th[scope=row] { white-space: nowrap; padding-right: 24px; }
            table.lead { width: auto; min-width: min(100%, 720px); }
            table.lead td { font-weight: 600; }
            details.every-figure { margin: 12px 0 0; }
            details.every-figure > summary { cursor: pointer; color: var(--accent); font-size: 13.5px; }
            td.share { color: var(--muted); white-space: normal; }
            /* a measure's raw name and a state stay whole words: they wrap between words, not inside one */
            details.every-figure table.differences td { overflow-wrap: normal; }
            td.ids { font-family: ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 12px; }
            tr.changed td:last-child { color: var(--changed); }
            tr.missing td:last-child { color: var(--missing); }
            tr.same td { color: var(--muted); }
            footer { color: var(--muted); font-size: 12.5px; margin-top: 18px; }
            @media (max-width: 900px) {
              .distribution { grid-template-columns: 1fr; }
              table.percentiles { max-width: 360px; }
            }
            @media (max-width: 760px) {
              main { padding: 16px; }
              .share { grid-template-columns: 120px minmax(0, 1fr) 110px; }
            }
            @media print {
              :root {
                --bg: #ffffff; --panel: #ffffff; --text: #000000; --muted: #444444; --line: #bbbbbb;
                --accent: #000000; --bar: #4a4a4a; --track: #e2e2e2; --grid: #dddddd; --changed: #000000; --missing: #000000;
              }
              html, body { background: #ffffff; color: #000000; }
              body { font-size: 10.5pt; }
              main { max-width: none; padding: 0; }
              nav { display: none; }
              section { border: none; border-radius: 0; padding: 0; margin: 0 0 14pt; }
              h2 { break-after: avoid-page; border-bottom: 1.5pt solid #000000; padding-bottom: 2pt; }
              h3 { break-after: avoid-page; }
              article, figure, tr, .cards, .shares { break-inside: avoid-page; }
              /* a comparison's tables run over pages: kept whole, a long one would leave a page blank before it */
              article.comparison { break-inside: auto; }
              thead { display: table-header-group; }
              /* every figure behind a detail prints, open or not: paper has no click */
              details.every-figure::details-content { content-visibility: visible; display: contents; }
              details.every-figure > summary { color: #000000; list-style: none; }
              details.every-figure table.differences { font-size: 8pt; }
              .distribution { grid-template-columns: minmax(0, 1fr) 150pt; gap: 12pt; }
              table.percentiles { max-width: none; }
              @page { margin: 14mm 12mm; }
            }
            """;
}
