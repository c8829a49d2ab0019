package io.dqexplorer.sandbox;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The sandbox is an independent reading of the contract: no sdk, no JavaFX. */
class LayeringTest {

    private static final JavaClasses SANDBOX = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.dqexplorer.sandbox");

    @Test
    void sandboxUsesNoJavaFx() {
        noClasses().should().dependOnClassesThat().resideInAPackage("javafx..").check(SANDBOX);
    }

    @Test
    void sandboxDoesNotUseTheSdk() {
        noClasses().should().dependOnClassesThat().resideInAPackage("io.dqexplorer.sdk..").check(SANDBOX);
    }
}
