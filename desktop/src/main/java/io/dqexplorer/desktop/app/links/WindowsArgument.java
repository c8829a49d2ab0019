package io.dqexplorer.desktop.app.links;

/**
 * One argument with quotes inside, written so that a Windows program reads it back whole.
 *
 * <p>Windows hands a program one command line, which the program splits by the Microsoft C runtime's
 * rules: a quoted stretch is one argument, {@code \"} is a quote inside it, and backslashes are literal
 * except right before a quote, where each pair is one backslash. Java joins a ProcessBuilder's list into
 * that line and quotes an argument with a space, but does not escape the quotes inside it (its default,
 * {@code jdk.lang.Process.allowAmbiguousCommands}); an argument already starting and ending with a quote
 * it passes as it is. So the argument goes to ProcessBuilder quoted and escaped here. So does an empty
 * one, which some Java releases pass as nothing at all.
 */
final class WindowsArgument {

    private WindowsArgument() {
    }

    /** {@code value} in quotes, its quotes and the backslashes before them escaped by the C runtime's rules. */
    static String quoted(String value) {
        StringBuilder argument = new StringBuilder(value.length() + 8).append('"');
        int backslashes = 0;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\\') {
                backslashes++;
            } else {
                if (c == '"') {
                    argument.append("\\".repeat(backslashes + 1));
                }
                backslashes = 0;
            }
            argument.append(c);
        }
        // backslashes before the closing quote would escape it
        return argument.append("\\".repeat(backslashes)).append('"').toString();
    }
}
