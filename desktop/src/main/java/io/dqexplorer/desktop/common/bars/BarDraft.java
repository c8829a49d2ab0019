package io.dqexplorer.desktop.common.bars;

import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.BarsFile;
import io.dqexplorer.workspace.bars.BarsFileException;
import io.dqexplorer.workspace.bars.BarsYaml;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A bar as the editor holds it: the text of each key of the bars file. It becomes a bar the way a bars file
 * does, read by {@link BarsFile} (one way of reading bars), and what does not read is said of its field.
 *
 * @param filter  empty for none
 * @param against empty for none
 * @param warn    empty for none
 * @param fail    empty for none
 */
public record BarDraft(String name, String dataset, String figure, String filter, String against, String warn,
                       String fail) {

    /** The editor's fields, as the bars file names them; the labels the editor shows for them. */
    static final Map<String, String> LABELS = labels();

    /** What the editor says of a draft: the bar it makes, or the field that does not read and why. */
    public sealed interface Reading permits Made, Refused {
    }

    public record Made(Bar bar) implements Reading {
    }

    /** @param field the bars file's key of the field at fault ("warn"); empty when it is the bar as a whole */
    public record Refused(String field, String reason) implements Reading {

        /** "Warn: '>> 5' does not read: …". */
        public String words() {
            return field.isEmpty() ? reason : LABELS.get(field) + ": " + reason;
        }
    }

    /** A draft of a bar set on a figure where it is shown: the editor opens filled in with it. */
    public static BarDraft on(String dataset, String figure, String filter) {
        return new BarDraft("", dataset, figure, filter, "", "", "");
    }

    public static BarDraft of(Bar bar) {
        Map<String, String> fields = BarsYaml.fields(bar);
        return new BarDraft(bar.name(), bar.dataset(), bar.figure().path(), fields.getOrDefault("filter", ""),
                fields.getOrDefault("against", ""), fields.getOrDefault("warn", ""), fields.getOrDefault("fail", ""));
    }

    /** @param otherNames the names of the other bars: each bar has its own */
    public Reading read(Collection<String> otherNames) {
        for (String required : List.of("name", "dataset", "figure")) {
            if (fields().getOrDefault(required, "").isBlank()) {
                return new Refused(required, "give the bar its " + LABELS.get(required).toLowerCase());
            }
        }
        if (warn.isBlank() && fail.isBlank()) {
            return new Refused("warn", "give a condition for warns, breached, or both");
        }
        if (otherNames.contains(name.strip())) {
            return new Refused("name", "another bar is named '" + name.strip() + "'; each bar has its own name");
        }
        Map<String, String> fields = fields();
        List<String> keys = new ArrayList<>(fields.keySet());
        try {
            return new Made(BarsFile.parse(BarsYaml.ofFields(List.of(fields)), "the bar").get(0));
        } catch (BarsFileException e) {
            // each field is written on a line of its own, the first on line 2
            int at = e.line() - 2;
            return new Refused(at >= 0 && at < keys.size() ? keys.get(at) : "", e.reason());
        }
    }

    /** The fields given, in the file's order; empty ones left out as the file leaves them out. */
    private Map<String, String> fields() {
        Map<String, String> fields = new LinkedHashMap<>();
        put(fields, "name", name);
        put(fields, "dataset", dataset);
        put(fields, "figure", figure);
        put(fields, "filter", filter);
        put(fields, "against", against);
        put(fields, "warn", warn);
        put(fields, "fail", fail);
        return fields;
    }

    private static void put(Map<String, String> fields, String key, String value) {
        if (value != null && !value.isBlank()) {
            fields.put(key, value.strip());
        }
    }

    private static Map<String, String> labels() {
        Map<String, String> labels = new LinkedHashMap<>();
        labels.put("name", "Name");
        labels.put("dataset", "Dataset");
        labels.put("figure", "Figure");
        labels.put("filter", "Filter");
        labels.put("against", "Against");
        labels.put("warn", "Warns when");
        labels.put("fail", "Breached when");
        return Map.copyOf(labels);
    }
}
