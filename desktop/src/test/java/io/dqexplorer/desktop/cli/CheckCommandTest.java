package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.app.SdkClientFactory;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.logging.LogManager;

class CheckCommandTest {

    @TempDir
    Path folder;
    private Sandbox sandbox;
    private Map<String, String> env;

    @BeforeEach
    void start() {
        sandbox = Sandbox.start(SandboxConfig.defaults());
        env = CommandRun.environment(sandbox, folder.resolve("cache"));
    }

    @AfterEach
    void stop() throws IOException {
        sandbox.close();
        LogManager.getLogManager().readConfiguration();
    }

    @Test
    void scratch() throws Exception {
        CommandRun run = check("--bars", Path.of("../docs/examples/bars.yaml").toString(), "--json",
                folder.resolve("out.json").toString(), "--junit", folder.resolve("out.xml").toString());
        System.out.println(run.exit());
        System.out.println(run.out());
        System.out.println(run.err());
        System.out.println(Files.readString(folder.resolve("out.json")));
        System.out.println(Files.readString(folder.resolve("out.xml")));
    }

    private CommandRun check(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = CheckCommand.run(args, SdkClientFactory::keepingAnswers, env,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                Clock.systemUTC());
        return new CommandRun(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
