package io.dqexplorer.workspace;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The workspace knows no JavaFX and no desktop (the app and the command line both call it), and
 * reaches the service only through the SDK's public API, never its transport or internals.
 */
class ArchitectureTest {

    private static final JavaClasses WORKSPACE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.dqexplorer.workspace");

    @Test
    void workspaceUsesNoJavaFxAndNoDesktop() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("javafx..", "io.dqexplorer.desktop..")
                .check(WORKSPACE);
    }

    @Test
    void workspaceUsesTheSdkThroughItsPublicApi() {
        noClasses().should().dependOnClassesThat()
                .resideInAnyPackage("io.dqexplorer.sdk.internal..", "okhttp3..", "io.dqexplorer.sandbox..")
                .check(WORKSPACE);
    }
}
