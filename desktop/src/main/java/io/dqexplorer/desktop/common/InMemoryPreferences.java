package io.dqexplorer.desktop.common;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.prefs.AbstractPreferences;

/**
 * Preferences that live only as long as the process: for tests, screenshots and the one-command
 * demo, which must neither read nor change what the user's installed app remembers. Not final: a
 * test counts the writes to the backing store by overriding {@link #flushSpi()}.
 */
public class InMemoryPreferences extends AbstractPreferences {

    private final Map<String, String> values = new LinkedHashMap<>();
    private final Map<String, InMemoryPreferences> children = new HashMap<>();

    public InMemoryPreferences() {
        this(null, "");
    }

    private InMemoryPreferences(InMemoryPreferences parent, String name) {
        super(parent, name);
    }

    @Override
    protected void putSpi(String key, String value) {
        values.put(key, value);
    }

    @Override
    protected String getSpi(String key) {
        return values.get(key);
    }

    @Override
    protected void removeSpi(String key) {
        values.remove(key);
    }

    @Override
    protected void removeNodeSpi() {
        values.clear();
    }

    @Override
    protected String[] keysSpi() {
        return values.keySet().toArray(String[]::new);
    }

    @Override
    protected String[] childrenNamesSpi() {
        return children.keySet().toArray(String[]::new);
    }

    @Override
    protected AbstractPreferences childSpi(String name) {
        return children.computeIfAbsent(name, n -> new InMemoryPreferences(this, n));
    }

    @Override
    protected void syncSpi() {
    }

    @Override
    protected void flushSpi() {
    }
}
