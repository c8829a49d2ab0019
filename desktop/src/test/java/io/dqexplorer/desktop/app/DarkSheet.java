package io.dqexplorer.desktop.app;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Derives the app's dark.css from AtlantaFX's Primer Light and Primer Dark: the dark theme as a layer
 * that a {@code :dark} pseudo-class on a scene's root turns on over Primer Light, so that switching the
 * theme restyles the windows instead of replacing the user-agent stylesheet (which empties JavaFX's
 * style caches).
 * <p>
 * The two stylesheets have the same rules in the same order and differ in values only. The layer holds
 * the root colours under {@code .root:dark}, and each other declaration that differs under
 * {@code .root:dark <selector>}. The layer is an author stylesheet, which beats every user-agent rule
 * whatever its specificity: where a more specific or later rule of Primer sets the same property on
 * the same kind of element (an accent button's hover colour over the button's), the layer repeats it
 * too, so that Primer's own order still decides between them.
 */
final class DarkSheet {

    private static final Pattern RULE = Pattern.compile("([^{}]+)\\{([^{}]*)}");
    /** A value may hold a quoted data URL with semicolons in it. */
    private static final Pattern DECLARATION = Pattern.compile("\\s*([-\\w]+)\\s*:\\s*((?:\"[^\"]*\"|[^;\"])*?)\\s*(?:;|$)");
    private static final Pattern COMMENT = Pattern.compile("(?s)/\\*.*?\\*/");
    private static final Pattern CLASS = Pattern.compile("\\.([-\\w]+)");

    private DarkSheet() {
    }

    /** The dark layer, with a header naming where it came from. */
    static String derive(String lightCss, String darkCss, String source) {
        List<Rule> light = parse(lightCss);
        List<Rule> dark = parse(darkCss);
        if (light.size() != dark.size()) {
            throw new IllegalArgumentException("the two themes do not have the same rules: "
                    + light.size() + " against " + dark.size());
        }
        List<Declaration> changed = new ArrayList<>();
        for (int i = 0; i < light.size(); i++) {
            Rule l = light.get(i);
            Rule d = dark.get(i);
            if (!l.selectors().equals(d.selectors()) || !l.declarations().keySet().equals(d.declarations().keySet())) {
                throw new IllegalArgumentException("the two themes differ in more than values at " + l.selectors());
            }
            l.declarations().forEach((property, value) -> {
                if (!value.equals(d.declarations().get(property))) {
                    changed.add(new Declaration(d, property));
                }
            });
        }
        StringBuilder css = new StringBuilder()
                .append("/*\n * Generated from ").append(source).append(" by DarkSheet (desktop tests; DarkSheetTest\n")
                .append(" * says how to write it again): do not edit. Primer Dark as a layer over Primer Light,\n")
                .append(" * on while the scene's root has the pseudo-class :dark.\n */\n");
        Set<Declaration> layer = new LinkedHashSet<>();
        for (Rule rule : dark) {
            for (String property : rule.declarations().keySet()) {
                Declaration candidate = new Declaration(rule, property);
                if (changed.contains(candidate) || changed.stream().anyMatch(candidate::overrides)) {
                    layer.add(candidate);
                }
            }
        }
        List<Block> blocks = new ArrayList<>();
        Rule open = null;
        for (Declaration declaration : layer) {
            if (declaration.rule() != open) {
                open = declaration.rule();
                blocks.add(new Block(new ArrayList<>(open.selectors().stream().map(DarkSheet::scoped).toList()),
                        new StringBuilder()));
            }
            blocks.get(blocks.size() - 1).body().append("  ").append(declaration.property()).append(": ")
                    .append(open.declarations().get(declaration.property())).append(";\n");
        }
        List<String> written = new ArrayList<>();
        Block previous = null;
        for (Block block : blocks) {
            // next to a rule with the same declarations it joins that rule: nothing stands between them, so
            // the cascade is the same
            if (previous != null && previous.body().toString().contentEquals(block.body())) {
                previous.selectors().addAll(block.selectors());
                written.set(written.size() - 1, previous.css());
            } else {
                written.add(block.css());
                previous = block;
            }
        }
        return css.append(String.join("\n", written)).toString();
    }

    /** A rule of the layer as it is written: its selectors, scoped, and its declarations. */
    private record Block(List<String> selectors, StringBuilder body) {

        String css() {
            return String.join(",\n", selectors) + " {\n" + body + "}\n";
        }
    }

    private static String scoped(String selector) {
        return selector.equals(".root") ? ".root:dark" : ".root:dark " + selector;
    }

    private static List<Rule> parse(String css) {
        List<Rule> rules = new ArrayList<>();
        Matcher rule = RULE.matcher(COMMENT.matcher(css).replaceAll(""));
        while (rule.find()) {
            List<String> selectors = List.of(rule.group(1).trim().split("\\s*,\\s*"));
            Map<String, String> declarations = new LinkedHashMap<>();
            Matcher declaration = DECLARATION.matcher(rule.group(2));
            while (declaration.find()) {
                if (!declaration.group(1).isEmpty()) {
                    declarations.put(declaration.group(1), declaration.group(2));
                }
            }
            rules.add(new Rule(rules.size(), selectors, declarations));
        }
        return rules;
    }

    private record Rule(int order, List<String> selectors, Map<String, String> declarations) {
    }

    /** One property of one rule. */
    private record Declaration(Rule rule, String property) {

        /**
         * Whether Primer applies this rather than {@code other} where both match: the same property, on an
         * element of the same kind (a style class in common in the part that the selectors style), and
         * first in JavaFX's order (ids, then style classes, then pseudo-classes; then the later rule).
         */
        boolean overrides(Declaration other) {
            if (!property.equals(other.property)) {
                return false;
            }
            for (String mine : rule.selectors()) {
                for (String theirs : other.rule.selectors()) {
                    Set<String> common = subjectClasses(mine);
                    common.retainAll(subjectClasses(theirs));
                    int order = Integer.compare(specificity(mine), specificity(theirs));
                    if (!common.isEmpty() && (order > 0 || order == 0 && rule.order() > other.rule.order())) {
                        return true;
                    }
                }
            }
            return false;
        }
    }

    private static Set<String> subjectClasses(String selector) {
        String[] parts = selector.trim().split("\\s*>\\s*|\\s+");
        Set<String> classes = new LinkedHashSet<>();
        Matcher name = CLASS.matcher(parts[parts.length - 1]);
        while (name.find()) {
            classes.add(name.group(1));
        }
        return classes;
    }

    /** As javafx.css.Match weighs a selector. */
    private static int specificity(String selector) {
        return count("#[-\\w]+", selector) << 8 | count("\\.[-\\w]+", selector) << 4 | count(":[-\\w]+", selector);
    }

    private static int count(String regex, String text) {
        return (int) Pattern.compile(regex).matcher(text).results().count();
    }
}
