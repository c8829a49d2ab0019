package io.dqexplorer.desktop.cli;

import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.bars.BarsFileException;
import io.dqexplorer.workspace.filter.FilterSyntaxException;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.Function;

/**
 * Every command line of dq-explorer, read by picocli and answered in this one place: the commands under the
 * app's own line, --help with each command's text, a line that cannot run told as "NAME: what to change (see
 * NAME --help)" without repeating a value (which may be a secret typed in the wrong place), and the exit
 * statuses the commands share.
 */
public final class CommandLines {

    public static final int OK = 0;
    /** The service, the snapshot, the history or the file system failed. */
    public static final int FAILED = 1;
    /** A command line that cannot run. */
    public static final int USAGE = 2;
    /** The term or the filter selects no clip: nothing written. */
    public static final int NOTHING_SELECTED = 3;
    /** Ctrl+C: nothing written, or the snapshot kept before unchanged. */
    public static final int INTERRUPTED = 130;

    public static final String NAME = "dq-explorer";

    private static final String HELP_SECTION = "documented";
    private static final List<Function<CommandContext, Object>> COMMANDS = List.of(ExportCommand::new,
            SnapshotCommand::new, CompareCommand::new, ReportCommand::new, CheckCommand::new);

    private CommandLines() {
    }

    /** The app's own line ({@code app}, a picocli command named dq-explorer) with every command under it. */
    public static CommandLine tree(Object app, CommandContext context) {
        CommandLine root = new CommandLine(app);
        COMMANDS.forEach(command -> root.addSubcommand(command.apply(context)));
        CommandLine completion = new CommandLine(new AutoComplete.GenerateCompletion());
        completion.getCommandSpec().usageMessage().hidden(true);
        root.addSubcommand(completion);
        root.setOut(new PrintWriter(context.out(), true));
        root.setErr(new PrintWriter(context.err(), true));
        root.setParameterExceptionHandler((wrong, args) -> usage(wrong.getCommandLine(), message(wrong), context.err()));
        root.setExecutionExceptionHandler((failure, line, parsed) -> refused(failure, line, context.err()));
        documented(root);
        return root;
    }

    /** Runs the line: the app's own part, or one command. Returns the exit status. */
    public static int execute(CommandLine tree, List<String> args) {
        try {
            return tree.execute(args.toArray(String[]::new));
        } finally {
            tree.getOut().flush();
        }
    }

    /**
     * Reads the line into {@code line}'s fields without running anything.
     *
     * @throws UsageException for a line that cannot run, saying what to change
     */
    public static void parse(CommandLine line, List<String> args) {
        try {
            line.parseArgs(args.toArray(String[]::new));
        } catch (ParameterException wrong) {
            throw new UsageException(message(wrong));
        }
    }

    /** The value, stripped; a blank one is as missing as none. */
    static String required(String given, String option) {
        String value = ConnectionOptions.blankToNull(given);
        if (value == null) {
            throw new UsageException("missing " + option);
        }
        return value;
    }

    /** "dq-explorer report: missing --dataset (see dq-explorer report --help)", exit 2. */
    static int usage(CommandLine line, String message, PrintStream err) {
        String name = line.getCommandSpec().qualifiedName();
        err.println(name + ": " + message + " (see " + name + " --help)");
        return USAGE;
    }

    /** A command's line that passed picocli and was refused by the command itself, or any other failure rethrown. */
    private static int refused(Exception failure, CommandLine line, PrintStream err) throws Exception {
        String name = line.getCommandSpec().qualifiedName();
        if (failure instanceof UsageException wrong) {
            return usage(line, wrong.getMessage(), err);
        }
        if (failure instanceof FilterSyntaxException wrong) {
            // the reason on one line, then the filter with a caret under the place
            err.println(name + ": --filter does not read: " + FailureLine.oneLine(wrong.reason()));
            err.println(wrong.display());
            return USAGE;
        }
        if (failure instanceof BarsFileException wrong) {
            err.println(name + ": " + FailureLine.oneLine(wrong.getMessage()));
            return USAGE;
        }
        throw failure;
    }

    /** picocli's refusal in the app's words, naming the option and never what was given to it. */
    private static String message(ParameterException wrong) {
        if (wrong instanceof CommandLine.UnmatchedArgumentException unmatched) {
            String arg = unmatched.getUnmatched().get(0);
            // the name alone, also for a stray word: what follows '=' is never echoed
            String name = ServiceText.shown(arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg);
            Object command = wrong.getCommandLine().getCommand();
            return (name.startsWith("-") ? "unknown option " : "unexpected argument ") + name
                    + (command instanceof Documented documented ? documented.unknownHint() : "");
        }
        if (wrong instanceof CommandLine.OverwrittenOptionException twice) {
            return name(twice.getOverwritten()) + " is given twice";
        }
        if (wrong instanceof CommandLine.MissingParameterException missing) {
            return name(missing.getMissing().get(0)) + " needs a value";
        }
        if (wrong.getArgSpec() instanceof OptionSpec flag && flag.arity().max() == 0) {
            return flag.longestName() + " takes no value";
        }
        return wrong instanceof Refusal ? wrong.getMessage() : name(wrong.getArgSpec()) + " does not read";
    }

    private static String name(ArgSpec arg) {
        return arg instanceof OptionSpec option ? option.longestName() : "an argument";
    }

    /** Each command's --help is its own text. */
    private static void documented(CommandLine line) {
        if (line.getCommand() instanceof Documented documented) {
            // on this command's spec only: the hidden generate-completion keeps picocli's own help
            line.getCommandSpec().usageMessage().sectionMap().put(HELP_SECTION, help -> documented.help());
            line.getCommandSpec().usageMessage().sectionKeys(List.of(HELP_SECTION));
        }
        line.getSubcommands().values().forEach(CommandLines::documented);
    }

    /** An option refused before its value is read, in the words given. */
    static final class Refusal extends ParameterException {

        private static final long serialVersionUID = 1L;

        Refusal(CommandLine line, String message) {
            super(line, message);
        }
    }
}
