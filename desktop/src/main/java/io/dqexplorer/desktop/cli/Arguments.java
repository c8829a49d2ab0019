package io.dqexplorer.desktop.cli;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A command line as the app and each of its commands read it: {@code --name value} or
 * {@code --name=value}, a valued option at most once, a flag with no value. What each option means
 * is for the command; this only says which were given and with what, or why the line cannot run.
 */
public final class Arguments {

    private final Set<String> flags;
    private final Map<String, String> values;

    private Arguments(Set<String> flags, Map<String, String> values) {
        this.flags = flags;
        this.values = values;
    }

    public static Syntax syntax() {
        return new Syntax();
    }

    /** Whether the flag, by its first name, was given. */
    public boolean has(String flag) {
        return flags.contains(flag);
    }

    /** The option's value as typed, blank included: whether blank means "missing" is the command's call. */
    public Optional<String> value(String option) {
        return Optional.ofNullable(values.get(option));
    }

    /** The options one command takes. */
    public static final class Syntax {

        /** Every name of a flag to its first one, which {@link Arguments#has} asks for. */
        private final Map<String, String> flags = new HashMap<>();
        private final Map<String, String> valued = new HashMap<>();
        private final Map<String, String> refused = new HashMap<>();
        private String unknownHint = "";

        private Syntax() {
        }

        public Syntax flag(String name, String... aliases) {
            flags.put(name, name);
            for (String alias : aliases) {
                flags.put(alias, name);
            }
            return this;
        }

        /** Options that each take one value, {@code what} it is: "--output needs a value". */
        public Syntax valued(String what, String... names) {
            for (String name : names) {
                valued.put(name, what);
            }
            return this;
        }

        /** Options that are never taken, refused for {@code reason} before their value is looked at. */
        public Syntax refused(String reason, String... names) {
            for (String name : names) {
                refused.put(name, reason);
            }
            return this;
        }

        /** Added to "unknown option --x": what the command takes instead. */
        public Syntax unknownHint(String hint) {
            unknownHint = hint;
            return this;
        }

        public Arguments read(List<String> args) throws UsageException {
            Set<String> given = new HashSet<>();
            Map<String, String> values = new HashMap<>();
            for (int i = 0; i < args.size(); i++) {
                String arg = args.get(i);
                // the name alone, also for a stray word: what follows '=' is never echoed
                String name = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
                if (refused.containsKey(name)) {
                    throw new UsageException(name + " is refused: " + refused.get(name));
                }
                if (flags.containsKey(name)) {
                    if (arg.contains("=")) {
                        throw new UsageException(name + " takes no value");
                    }
                    given.add(flags.get(name));
                } else if (valued.containsKey(name)) {
                    String value;
                    if (arg.contains("=")) {
                        value = arg.substring(arg.indexOf('=') + 1);
                    } else if (i + 1 < args.size()) {
                        value = args.get(++i);
                    } else {
                        throw new UsageException(name + " needs " + valued.get(name));
                    }
                    if (values.put(name, value) != null) {
                        throw new UsageException(name + " is given twice");
                    }
                } else {
                    throw new UsageException((name.startsWith("-") ? "unknown option " : "unexpected argument ")
                            + name + unknownHint);
                }
            }
            return new Arguments(given, values);
        }
    }
}
