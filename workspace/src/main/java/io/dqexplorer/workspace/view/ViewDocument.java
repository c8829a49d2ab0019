package io.dqexplorer.workspace.view;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dqexplorer.sdk.export.ExportException;
import io.dqexplorer.sdk.export.OutputTarget;
import io.dqexplorer.sdk.export.PartFile;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.FilterSyntaxException;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.table.Column;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code .dqview} file: a {@link SavedView} as JSON with a {@code format_version}. This version
 * writes version 2 and reads every version before it:
 * <pre>
 * {
 *   "format_version": 2,
 *   "service_url": "https://dq.example.com/", "organization": "org-northwind",
 *   "dataset": "kitchen-egocentric", "tab": "hand-activity",
 *   "tokens": {"hand-activity": "…", "video-defects": "…"},           absent: the latest
 *   "clips": {"filter": "objects has \"knife\"", "sort": "distorted_share:desc",
 *             "columns": ["clip", …], "top_clip": "clip-0042", "top_row": 41},
 *   "compare": {"tab": "video-defects", "left": {"dataset": "…", "token": "…"}, "right": {…}},
 *   "pages": {"term": "knife", "page_size": 250, "first_row": 500}    the service's paged table
 * }
 * </pre>
 * {@code "pages"} came later within version 2 (no term: every clip); a view without it opens the paged
 * table as a dataset opens, and an app that does not know it ignores it.
 * Version 1 had no comparison, and placed the clip table by page ({@code "page_size": 50, "page": 3})
 * where version 2 names the clip at the top: the table scrolls rather than pages now. A version-1 page
 * becomes the row it started at.
 */
public final class ViewDocument {

    public static final int FORMAT_VERSION = 2;
    /** The file name extension of a saved view. */
    public static final String EXTENSION = ".dqview";
    /** No view comes near this; a bigger file is something else, and is not read whole into memory. */
    static final long MAX_BYTES = 1024 * 1024;

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ViewDocument() {
    }

    public static String toJson(SavedView view) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format_version", FORMAT_VERSION);
        root.put("service_url", view.serviceUrl());
        root.put("organization", view.organization());
        root.put("dataset", view.dataset());
        root.put("tab", view.tab());
        ObjectNode tokens = root.putObject("tokens");
        new java.util.TreeMap<>(view.tokens()).forEach(tokens::put);
        view.clips().ifPresent(clips -> {
            ObjectNode table = root.putObject("clips");
            table.put("filter", clips.filter().text());
            table.put("sort", clips.sort().text());
            ArrayNode columns = table.putArray("columns");
            clips.columns().forEach(column -> columns.add(column.sqlName()));
            clips.topClip().ifPresent(clip -> table.put("top_clip", clip));
            table.put("top_row", clips.topRow());
        });
        view.pages().ifPresent(pages -> {
            ObjectNode table = root.putObject("pages");
            pages.term().ifPresent(term -> table.put("term", term));
            table.put("page_size", pages.pageSize());
            table.put("first_row", pages.firstRow());
        });
        view.compare().ifPresent(compare -> {
            ObjectNode sides = root.putObject("compare");
            sides.put("tab", compare.tab());
            side(sides.putObject("left"), compare.left());
            side(sides.putObject("right"), compare.right());
        });
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of strings and numbers always writes", e);
        }
    }

    private static void side(ObjectNode node, CompareSides.Side side) {
        node.put("dataset", side.dataset());
        node.put("token", side.token());
    }

    /**
     * Reads a view of this format version or an earlier one.
     *
     * @throws ViewFormatException saying what the text is: not JSON, JSON but no view, a view of a newer version,
     *                             a view with a field missing or of the wrong kind, a filter or sort that does not read
     */
    public static SavedView fromJson(String text) {
        if (text.isBlank()) {
            throw ViewFormatException.notAView("it is empty");
        }
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw ViewFormatException.notAView("not JSON (" + e.getOriginalMessage() + " at line "
                    + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")", e);
        }
        if (!root.isObject()) {
            throw ViewFormatException.notAView("JSON, but not an object");
        }
        JsonNode version = root.get("format_version");
        if (version == null || !version.isIntegralNumber()) {
            throw ViewFormatException.notAView("JSON, but with no format_version");
        }
        if (!version.canConvertToInt() || version.asInt() < 1) {
            throw ViewFormatException.notAView("JSON with format_version " + version.asText() + ", which no DQ Explorer writes");
        }
        int v = version.asInt();
        if (v > FORMAT_VERSION) {
            throw ViewFormatException.newer(v, FORMAT_VERSION);
        }
        Optional<ClipTableState> clips = optionalObject(root, "clips").map(table -> v == 1 ? clipsV1(table) : clipsV2(table));
        Optional<CompareSides> compare = v == 1 ? Optional.empty() : optionalObject(root, "compare").map(ViewDocument::compare);
        Optional<ClipPagesState> pages = v == 1 ? Optional.empty() : optionalObject(root, "pages").map(ViewDocument::pages);
        return new SavedView(text(root, "service_url"), text(root, "organization"), text(root, "dataset"),
                text(root, "tab"), tokens(root), clips, compare, pages);
    }

    private static Map<String, String> tokens(JsonNode root) {
        Map<String, String> tokens = new LinkedHashMap<>();
        optionalObject(root, "tokens").ifPresent(node -> {
            Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                if (!field.getValue().isTextual()) {
                    throw ViewFormatException.faulty("the token of its tab \"" + field.getKey() + "\" is not text");
                }
                tokens.put(field.getKey(), field.getValue().asText());
            }
        });
        return tokens;
    }

    private static ClipTableState clipsV1(JsonNode table) {
        long pageSize = number(table, "page_size", "clips");
        long page = number(table, "page", "clips");
        if (pageSize < 1 || page < 0) {
            throw ViewFormatException.faulty("its clip table's page " + page + " of size " + pageSize + " is no page");
        }
        return new ClipTableState(filter(table), sort(table), columns(table), Optional.empty(), page * pageSize);
    }

    private static ClipTableState clipsV2(JsonNode table) {
        JsonNode top = table.get("top_clip");
        if (top != null && !top.isNull() && !top.isTextual()) {
            throw ViewFormatException.faulty("its clips.top_clip is not text");
        }
        Optional<String> topClip = top == null || top.isNull() ? Optional.empty() : Optional.of(top.asText());
        return new ClipTableState(filter(table), sort(table), columns(table), topClip, number(table, "top_row", "clips"));
    }

    private static ClipPagesState pages(JsonNode table) {
        JsonNode term = table.get("term");
        if (term != null && !term.isNull() && !term.isTextual()) {
            throw ViewFormatException.faulty("its pages.term is not text");
        }
        long pageSize = number(table, "page_size", "pages");
        if (pageSize > Integer.MAX_VALUE) {
            throw ViewFormatException.faulty("its clip pages' page size is far too big: " + pageSize);
        }
        return new ClipPagesState(term == null || term.isNull() ? Optional.empty() : Optional.of(term.asText()),
                (int) pageSize, number(table, "first_row", "pages"));
    }

    private static Filter filter(JsonNode table) {
        String text = text(table, "filter", "clips");
        try {
            return Filter.parse(text);
        } catch (FilterSyntaxException e) {
            throw ViewFormatException.faulty("its clip table's filter does not read at character "
                    + (e.position() + 1) + ": " + e.reason(), e);
        }
    }

    private static Sort sort(JsonNode table) {
        try {
            return Sort.parse(text(table, "sort", "clips"));
        } catch (IllegalArgumentException e) {
            throw ViewFormatException.faulty("its clip table's sort does not read: " + e.getMessage(), e);
        }
    }

    private static List<Column> columns(JsonNode table) {
        JsonNode node = table.get("columns");
        if (node == null || !node.isArray()) {
            throw ViewFormatException.faulty("its clip table has no list of columns");
        }
        List<Column> columns = new ArrayList<>();
        for (JsonNode name : node) {
            columns.add(Column.named(name.asText()).orElseThrow(() ->
                    ViewFormatException.faulty("its clip table names an unknown column \"" + name.asText() + "\"")));
        }
        return columns;
    }

    private static CompareSides compare(JsonNode node) {
        return new CompareSides(text(node, "tab", "compare"), side(node, "left"), side(node, "right"));
    }

    private static CompareSides.Side side(JsonNode compare, String name) {
        JsonNode side = optionalObject(compare, name).orElseThrow(() ->
                ViewFormatException.faulty("its comparison has no " + name + " side"));
        return new CompareSides.Side(text(side, "dataset", "compare." + name), text(side, "token", "compare." + name));
    }

    private static Optional<JsonNode> optionalObject(JsonNode parent, String name) {
        JsonNode node = parent.get(name);
        if (node == null || node.isNull()) {
            return Optional.empty();
        }
        if (!node.isObject()) {
            throw ViewFormatException.faulty("its " + name + " is not an object");
        }
        return Optional.of(node);
    }

    private static String text(JsonNode parent, String name) {
        return text(parent, name, null);
    }

    private static String text(JsonNode parent, String name, String within) {
        JsonNode node = parent.get(name);
        if (node == null || !node.isTextual()) {
            throw ViewFormatException.faulty("its " + (within == null ? "" : within + ".") + name
                    + (node == null ? " is missing" : " is not text"));
        }
        return node.asText();
    }

    private static long number(JsonNode parent, String name, String within) {
        JsonNode node = parent.get(name);
        if (node == null || !node.isIntegralNumber()) {
            throw ViewFormatException.faulty("its " + within + "." + name
                    + (node == null ? " is missing" : " is not a whole number"));
        }
        return node.asLong();
    }

    /**
     * Writes the view to {@code file} whole or not at all, as the exports write theirs ({@link PartFile}), so
     * that an interrupted save never leaves half a view under the chosen name. Only over a regular file
     * or at a new path ({@link OutputTarget}): a pipe or a device chosen by mistake is refused, not replaced.
     */
    public static void write(SavedView view, Path file) throws IOException {
        Path target = file.toAbsolutePath();
        try {
            OutputTarget.check(target);
        } catch (ExportException notAFile) {
            throw new IOException(notAFile.serviceMessage(), notAFile);
        }
        Files.createDirectories(target.getParent());
        PartFile part = PartFile.beside(target);
        try {
            try (OutputStream out = part.stream()) {
                out.write(toJson(view).getBytes(StandardCharsets.UTF_8));
            }
            part.commit();
        } finally {
            part.discard();
        }
    }

    /**
     * Reads a {@code .dqview} file.
     *
     * @throws ViewFormatException when it is no view (see {@link #fromJson}), not UTF-8, or far too big to be one
     * @throws IOException         when it cannot be read
     */
    public static SavedView read(Path file) throws IOException {
        long size = Files.size(file);
        if (size > MAX_BYTES) {
            throw ViewFormatException.notAView("far too big for one (" + size + " bytes)");
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(Files.readAllBytes(file))).toString();
        } catch (CharacterCodingException e) {
            throw ViewFormatException.notAView("not UTF-8 JSON", e);
        }
        return fromJson(text);
    }
}
