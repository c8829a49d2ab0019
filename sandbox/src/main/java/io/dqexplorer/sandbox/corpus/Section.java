package io.dqexplorer.sandbox.corpus;

import java.util.Optional;

/** The vocabulary sections, in the order the service lists them. */
public enum Section {
    ENVIRONMENTS("environments"),
    OBJECTS("objects"),
    ACTIONS("actions");

    private final String wireName;

    Section(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    public static Optional<Section> fromWireName(String name) {
        for (Section section : values()) {
            if (section.wireName.equals(name)) {
                return Optional.of(section);
            }
        }
        return Optional.empty();
    }
}
